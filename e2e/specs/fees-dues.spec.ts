import type { Page } from '@playwright/test';
import {
  accessibleAtBothWidths,
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfDemoOwner,
  pickOption,
  screenshots,
  test,
} from '../fixtures.ts';
import { dayIn, typed } from '../days.ts';
import { ownBatch, planOfOneHead } from './fees-setup.ts';

/** ₹12,000.00, as the screens write paise. */
const money = (paise: number) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(paise / 100)}`;

interface Due {
  id: number;
  batchName: string | null;
  instalment: number;
  label: string;
  fine: number;
  balance: number;
  fineWaived: boolean;
}
interface Statement {
  dues: Due[];
  totals: { fine: number; balance: number };
}

/**
 * A demo student with a late fine to waive, and their statement. Fines come only from the daily job:
 * the server runs it a few seconds after it starts, over the demo's plans (a daily fine after seven
 * days' grace) and their overdue instalments, so the oldest debtors have one once it has run.
 */
async function finedStudent(page: Page) {
  let found: {
    studentId: number;
    name: string;
    admissionNumber: string;
    statement: Statement;
    due: Due;
  } | null = null;
  await expect
    .poll(
      async () => {
        const pending = await (await page.request.get('/api/v1/fees/pending?pageSize=20')).json();
        for (const row of pending.data as { studentId: number; name: string; admissionNumber: string }[]) {
          const statement = (await (
            await page.request.get(`/api/v1/students/${row.studentId}/fees`)
          ).json()) as Statement;
          const due = statement.dues.find((d) => d.fine > 0 && d.balance >= d.fine && !d.fineWaived);
          if (due) return (found = { ...row, statement, due });
        }
        return null;
      },
      { timeout: 30_000, message: 'a demo student the daily job has fined' },
    )
    .not.toBeNull();
  return found!;
}

// What a plan bills: allotment bills the student on it, and Pending Fees shows what they owe, their
// statement, and a concession given and withdrawn. The plan form itself is fees.spec.ts.
test.describe('dues', () => {
  test('allotted on a plan, the student owes it; the plan stays; their statement takes a concession and gives it back', async ({
    browser,
  }) => {
    const page = await pageOfDemoOwner(browser);
    const { batch, student } = await ownBatch(page, 'CHESS-26', 'Chess club', 'Ishaan Verma');
    // ₹12,000 in two halves: one fell due 40 days ago, one falls due in 20 days.
    await planOfOneHead(page, batch, 'Club membership', 'Chess 2026', [
      { label: 'Half 1', dueOn: dayIn(-40), amount: 600_000 },
      { label: 'Half 2', dueOn: dayIn(20), amount: 600_000 },
    ]);

    // Allotment offers the batch's plan first, and bills the student on it.
    await page.goto(`/adminhome?form=StudentAlotment&batch=${batch.id}`);
    await page.getByRole('button', { name: 'Allot students' }).click();
    const allot = page.getByRole('dialog', { name: `Allot students to ${batch.name}` });
    await allot.getByRole('textbox', { name: 'Students' }).fill(student.admissionNumber);
    await page.getByRole('option', { name: new RegExp(`^${student.name}`) }).click();
    await allot.getByRole('textbox', { name: 'From (first day)' }).fill(typed(dayIn(-60)));
    await expect(allot.getByRole('textbox', { name: 'Fee plan' })).toHaveValue('Chess 2026 · ₹12,000.00');
    await allot.getByRole('button', { name: 'Allot', exact: true }).click();
    await expect(page.getByText(`Seated: ${student.name}.`)).toBeVisible();
    await expect(page.getByText('Billed on Chess 2026.')).toBeVisible();

    // Once someone is billed on it, the plan cannot be deleted: the server's words say what to do.
    await page.goto('/adminhome?form=BatchFees');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Chess 2026');
    const planRow = page.getByRole('table', { name: 'Fee plans' }).getByRole('row', { name: /Chess 2026/ });
    await expect(planRow.getByRole('cell').nth(3)).toHaveText('1');
    await planRow.getByRole('button', { name: 'Delete Chess 2026' }).click();
    await page.getByRole('dialog', { name: 'Delete' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('The fee plan could not be deleted.')).toBeVisible();
    await expect(
      page.getByText('Students have been billed on this plan; make it inactive instead.'),
    ).toBeVisible();

    // Pending Fees: the ageing of everyone who owes, then only this batch's students.
    await page.goto('/adminhome?form=PendingFees');
    await expect(page.getByRole('heading', { name: 'Pending Fees', level: 2 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'What is owed, by age' })).toContainText('All pending');
    await expect(page.getByRole('img', { name: /^Bar chart of the amount pending by age: / })).toBeVisible();
    await pickOption(page, page, 'Batch', `${batch.name} (${batch.code})`);
    const owing = page.getByRole('table', { name: 'Students who owe' });
    await expect(owing.getByRole('row')).toHaveCount(2);
    const row = owing.getByRole('row', { name: `${student.name} ${student.admissionNumber}` });
    await expect(row).toContainText('₹12,000.00');
    await expect(row).toContainText('31–60 days');
    await expect(page.getByRole('group', { name: 'What is owed, by age' })).toContainText(
      '31–60 days₹6,000.00',
    );
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      new RegExp(`batchId=${batch.id}`),
    );
    await screenshots(page, 'fees-pending');
    await accessibleAtBothWidths(page);

    // The statement: totals, the plan's dues, no concessions or receipts yet.
    await row.getByRole('button', { name: `Statement of ${student.name}` }).click();
    const drawer = page.getByRole('dialog', {
      name: `Statement of ${student.name} (${student.admissionNumber})`,
    });
    const totals = drawer.getByRole('group', { name: 'Totals' });
    await expect(totals).toContainText('Billed₹12,000.00');
    await expect(totals).toContainText('Overdue₹6,000.00');
    await expect(drawer.getByText('Fee plan: Chess 2026')).toBeVisible();
    const dues = drawer.getByRole('table', { name: `Dues of ${batch.name}` });
    await expect(dues.getByRole('rowheader', { name: 'Half 1' })).toBeVisible();
    await expect(drawer.getByText('No concessions on this student’s fees.')).toBeVisible();
    await expect(
      drawer.getByText('No receipts yet: nothing has been collected from this student.'),
    ).toBeVisible();

    // A 10 % scholarship: the form says what it takes off before it is given.
    await drawer.getByRole('button', { name: 'Give a concession' }).click();
    const give = drawer.getByRole('form', { name: 'Give a concession' });
    await expect(give.getByRole('textbox', { name: 'On the fees of' })).toHaveValue(
      `${batch.name} (owes ₹12,000.00)`,
    );
    await pickOption(page, give, 'Category', 'Scholarship');
    await give.getByRole('textbox', { name: 'Percentage' }).fill('10');
    await expect(give.getByText(`Takes ₹1,200.00 off the ₹12,000.00 owed on ${batch.name}.`)).toBeVisible();
    await give.getByRole('button', { name: 'Give concession' }).click();
    await expect(give.getByText('Please say why.')).toBeVisible();
    await give.getByRole('textbox', { name: 'Reason' }).fill('Won the district chess open');
    await give.scrollIntoViewIfNeeded();
    await screenshots(page, 'fees-concession-form');
    await accessibleAtBothWidths(page);
    await give.getByRole('button', { name: 'Give concession' }).click();
    await expect(drawer.getByText(`Concession given: ₹1,200.00 off ${batch.name}.`)).toBeVisible();
    await expect(totals).toContainText('Concession₹1,200.00');
    await expect(totals).toContainText('Balance₹10,800.00');
    const given = drawer.getByRole('list', { name: 'Concessions' }).getByRole('listitem');
    await expect(given).toContainText(`Scholarship, 10 % on ${batch.name}: ₹1,200.00 off`);
    await expect(given).toContainText('Won the district chess open');
    await expect(given).toContainText(/Approved by .+ on /);
    await drawer.getByRole('heading', { name: 'Concessions' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'fees-statement');
    await accessibleAtBothWidths(page);

    // Withdrawn with a reason: the dues owe it all again, and the statement keeps both.
    await drawer.getByRole('button', { name: `Withdraw Scholarship on ${batch.name}` }).click();
    const withdraw = drawer.getByRole('form', { name: `Withdraw Scholarship on ${batch.name}` });
    await withdraw.getByRole('textbox', { name: 'Why is it withdrawn?' }).fill('Awarded twice by mistake');
    await withdraw.getByRole('button', { name: 'Withdraw concession' }).click();
    await expect(
      drawer.getByText(`Scholarship on ${batch.name} withdrawn: the dues owe again what it took off.`),
    ).toBeVisible();
    await expect(totals).toContainText('Concession₹0.00');
    await expect(totals).toContainText('Balance₹12,000.00');
    await expect(given).toContainText(/Withdrawn on .+: Awarded twice by mistake/);
    await expect(drawer.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(drawer.getByRole('list', { name: `Dues of ${batch.name}` })).toContainText('Half 1');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('list', { name: 'Students who owe' })).toContainText('₹12,000.00');
    await noSidewaysScroll(page);
  });
  test('a late fine from the daily job is waived with a reason: the balance drops and the fine says waived', async ({
    browser,
  }) => {
    const page = await pageOfDemoOwner(browser);
    const { studentId, name, admissionNumber, statement, due } = await finedStudent(page);
    // The fine is the instalment's: waiving takes off what of it is unpaid on every due of it.
    const instalment = statement.dues.filter(
      (d) => d.batchName === due.batchName && d.instalment === due.instalment,
    );
    const waived = instalment.reduce((sum, d) => sum + Math.min(d.fine, d.balance), 0);
    const instalmentName = `${due.label || `Instalment ${due.instalment}`} of ${due.batchName}`;

    await page.goto('/adminhome?form=PendingFees');
    await page.getByRole('searchbox', { name: 'Search' }).fill(admissionNumber);
    const owing = page.getByRole('table', { name: 'Students who owe' });
    await expect(owing.getByRole('row')).toHaveCount(2);
    await owing.getByRole('button', { name: `Statement of ${name}` }).click();
    const drawer = page.getByRole('dialog', { name: `Statement of ${name} (${admissionNumber})` });
    const totals = drawer.getByRole('group', { name: 'Totals' });
    await expect(totals).toContainText(`Fine${money(statement.totals.fine)}`);
    await expect(totals).toContainText(`Balance${money(statement.totals.balance)}`);

    // The reason is asked for, and required.
    const ask = drawer.getByRole('button', { name: `Waive the fine of ${instalmentName}` });
    await ask.scrollIntoViewIfNeeded();
    await ask.click();
    const form = drawer.getByRole('form', { name: `Waive the fine of ${instalmentName}` });
    const reason = form.getByRole('textbox', { name: 'Why is the fine waived?' });
    await expect(reason).toBeFocused();
    await form.getByRole('button', { name: 'Waive fine' }).click();
    await expect(form.getByText('Please say why.')).toBeVisible();
    await reason.fill('Hospitalised in the week the fee fell due');
    // Axe at this width only: on a phone the dues are cards, and the form would start again there.
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Waive fine' }).click();

    await expect(
      drawer.getByText(`The fine of ${instalmentName} was waived (${money(waived)}); no more will be added.`),
    ).toBeVisible();
    await expect(totals).toContainText(`Fine${money(statement.totals.fine - waived)}`);
    await expect(totals).toContainText(`Balance${money(statement.totals.balance - waived)}`);
    const marked = drawer.getByText('Fine waived', { exact: true });
    await expect(marked).toBeVisible();
    await expect(drawer.getByRole('button', { name: `Waive the fine of ${instalmentName}` })).toHaveCount(0);
    await screenshots(page, 'fees-fine-waived', marked);
    await accessibleAtBothWidths(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(marked).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });

    // What the server keeps agrees with the screen.
    const after = (await (await page.request.get(`/api/v1/students/${studentId}/fees`)).json()) as Statement;
    expect(after.totals.balance).toBe(statement.totals.balance - waived);
    expect(after.dues.find((d) => d.id === due.id)!.fineWaived).toBe(true);
  });
});
