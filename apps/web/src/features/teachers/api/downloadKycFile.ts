import { useMutation } from '@tanstack/react-query';
import { ApiClientError, readReply } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/index.ts';

/**
 * POST /api/v1/teachers/{id}/kyc/{kycId}/download → the decrypted file as an attachment (audited).
 * A POST cannot be a plain link, so the bytes are fetched and handed to the browser as a download.
 */
export async function downloadKycFile({
  teacherId,
  kycId,
}: {
  teacherId: number;
  kycId: number;
}): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/teachers/${teacherId}/kyc/${kycId}/download`, {
      method: 'POST',
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiClientError(t.common.networkError, { status: 0, kind: 'network' });
  }
  if (!response.ok) {
    // Throws the server's {code, message} as an ApiClientError.
    readReply(response.status, response.headers.get('content-type'), await response.text());
  }
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document';
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadKycFile() {
  return useMutation({ mutationFn: downloadKycFile });
}
