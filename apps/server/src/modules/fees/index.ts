import { feeTrends } from './trends.repository.ts';
import { feeFigures } from './figures.repository.ts';
import { defineArea } from '../../area.ts';
import { couponRoutes } from './coupons.routes.ts';
import { dueRoutes } from './dues.routes.ts';
import { feeJobs } from './jobs.ts';
import { onlinePaymentRoutes } from './online.routes.ts';
import { paymentRoutes } from './payments.routes.ts';
import { pendingRoutes } from './pending.routes.ts';
import { planRoutes } from './plans.routes.ts';
import { receiptLinkRoutes } from './receipt-links.routes.ts';
import { RECEIPT_ATTACHMENT, receiptAttachment } from './receipt-links.service.ts';

/** Fees: heads and plans, what students owe, collections and receipts, coupons and online payment. */
export const fees = defineArea({
  name: 'fees',
  tags: [
    {
      name: 'fees',
      description: 'Fee heads, fee plans of heads and instalments, what each student owes, and pending fees',
    },
  ],
  routes: async (api, context) => {
    await planRoutes(api, context);
    await dueRoutes(api, context);
    await pendingRoutes(api, context);
    await paymentRoutes(api, context);
    await receiptLinkRoutes(api, context);
    await couponRoutes(api, context);
    await onlinePaymentRoutes(api, context);
  },
  jobs: ({ database, folded }) => feeJobs(database.db, folded),
  // A receipt's PDF, attached to the email that sends it (`receipt:<payment id>`).
  documents: ({ db }) => ({
    [RECEIPT_ATTACHMENT]: (organisationId, key) => receiptAttachment(db, organisationId, key),
  }),
  figures: feeFigures,
  trends: feeTrends,
});
