import { formatMobile, type MessageRecord } from '@kaksha/contracts';

/** An email as it is; a mobile number as people read it (+91 98765 43210). */
export const addressOf = (message: Pick<MessageRecord, 'channel' | 'address'>) =>
  message.channel === 'email' || !message.address ? message.address : formatMobile(message.address);
