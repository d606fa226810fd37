/** The titles of the audit screens, by FrmName: the breadcrumb's and each screen's heading (features/audit/screens.ts). */
export const screenTitles = {
  AuditLog: 'Audit Log',
} as const;
