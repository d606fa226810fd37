/**
 * A QR code drawn as squares (not a picture): sharp at any zoom and in print, the same bytes for the
 * same text. `size` is the side in points, a quiet zone of one module included.
 */
export async function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { default: QRCode } = await import('qrcode');
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / (modules.size + 2);
  doc.save();
  for (let row = 0; row < modules.size; row++) {
    // One rectangle for each stretch of dark modules in a row: no hairline seams between them.
    let from = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && modules.get(row, col);
      if (dark && from < 0) from = col;
      if (!dark && from >= 0) {
        doc.rect(x + (from + 1) * cell, y + (row + 1) * cell, (col - from) * cell, cell);
        from = -1;
      }
    }
  }
  doc.fillColor('#000').fill();
  doc.restore();
}
