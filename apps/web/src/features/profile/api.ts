import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authRoutes, profileRoutes } from '@trueline/contract';
import { api } from '../../lib/api';

const qrKey = ['mfa-qr'] as const;

/** PUT /profile as multipart (`user` JSON and the optional `file`). */
export function useUpdateProfile() {
  return useMutation({ meta: { handlesErrors: true }, mutationFn: (body: FormData) => api(profileRoutes.update, { body }) });
}

/**
 * The QR code (PNG) of a new second-factor secret, fetched once while the dialog is open and
 * dropped when it closes, so that the next opening asks for a fresh one.
 */
export function useMfaQr(open: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!open) client.removeQueries({ queryKey: qrKey });
  }, [open, client]);
  return useQuery({
    queryKey: qrKey,
    queryFn: () => api(authRoutes.mfa),
    enabled: open,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useVerifyMfa() {
  return useMutation({ meta: { handlesErrors: true }, mutationFn: (code: string) => api(authRoutes.mfaVerify, { query: { code } }) });
}
