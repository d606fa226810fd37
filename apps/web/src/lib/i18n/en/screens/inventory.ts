/** The titles of the inventory screens, by FrmName: the breadcrumb's and each screen's heading (features/inventory/screens.ts). */
export const screenTitles = {
  Inventory: 'Inventory',
} as const;
