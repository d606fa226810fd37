/** The titles of the audit screens, by FrmName: the breadcrumb's and each screen's heading (features/audit/screens.ts). */
export const screens = {
  AuditLog: 'Audit Log',
} as const;
