import { profile, type Profile, profileUpdateResponse } from '@kaksha/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiClientError, apiRequest, readReply } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/index.ts';

export const profileKey = (email: string) => ['profile', email] as const;

/** POST /api/profile {EmailID} → {UserName, EmailID, Mobile, WhatsApp, Active, UserImage (data URL or null)}. */
export function getProfile(EmailID: string, signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/api/profile', { method: 'POST', json: { EmailID }, schema: profile, signal });
}

export function useProfile(email: string | undefined) {
  return useQuery({
    queryKey: profileKey(email ?? ''),
    queryFn: ({ signal }) => getProfile(email!, signal),
    enabled: Boolean(email),
    staleTime: 5 * 60_000,
  });
}

export interface ProfileUpdateFields {
  EmailID: string;
  UserName: string;
  Mobile: string;
  WhatsApp: string;
  /** Always 'Y' (spec). */
  Active: 'Y';
  /** null: the institute's default; left out: unchanged. */
  Language?: 'en' | 'hi' | null;
}

export interface ProfileUpdateInput {
  fields: ProfileUpdateFields;
  photo: File | null;
  /** 0–100 while the request body uploads. */
  onProgress?: (percent: number) => void;
}

export type ProfileUpdateReply = { message: string; UserImage: string | null };

/**
 * POST /api/profile/update, multipart: text fields EmailID, UserName, Mobile, WhatsApp, Active and the
 * file field UserImage → {message, UserImage}. XMLHttpRequest rather than fetch, for upload progress.
 */
export function updateProfile({
  fields,
  photo,
  onProgress,
}: ProfileUpdateInput): Promise<ProfileUpdateReply> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value ?? '');
  if (photo) form.append('UserImage', photo, photo.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profile/update');
    xhr.withCredentials = false; // same-origin: the session cookie goes anyway
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      try {
        resolve(
          readReply(
            xhr.status,
            xhr.getResponseHeader('content-type'),
            xhr.responseText,
            profileUpdateResponse,
          ),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(new ApiClientError(t.common.networkError, { status: 0, kind: 'network' }));
    xhr.onabort = () => reject(new ApiClientError(t.common.networkError, { status: 0, kind: 'network' }));
    xhr.send(form);
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply, { fields }) => {
      queryClient.setQueryData<Profile>(profileKey(fields.EmailID), (old) => ({
        ...(old ?? { EmailID: fields.EmailID, Active: 'Y' }),
        UserName: fields.UserName,
        Mobile: fields.Mobile,
        WhatsApp: fields.WhatsApp,
        Active: 'Y',
        UserImage: reply.UserImage ?? old?.UserImage ?? null,
        Language: fields.Language === undefined ? (old?.Language ?? null) : fields.Language,
      }));
    },
  });
}
