/**
 * Every document the server draws (receipts; report cards, hall tickets, payslips and question papers
 * next) is made with this module: our fonts with ₹ and Devanagari, the institute's letterhead, tables
 * that break across pages, QR codes, A4 or A5 (decision 061).
 */
export { createDocument, PdfWriter } from './document.ts';
export type { DocumentOptions, FlowText, PageSize } from './document.ts';
export { drawLetterhead } from './letterhead.ts';
export type { DocumentHeading, Letterhead } from './letterhead.ts';
export { drawQr } from './qr.ts';
export { scriptRuns } from './scripts.ts';
export type { Script, ScriptRun } from './scripts.ts';
export { drawTable } from './table.ts';
export type { TableColumn, TableRow } from './table.ts';
export { drawText, textHeight, widthOf } from './text.ts';
export type { TextBox, TextStyle } from './text.ts';
