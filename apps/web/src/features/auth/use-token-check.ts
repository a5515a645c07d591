import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { authRoutes } from '@trueline/contract';
import { api } from '../../lib/api';

/** Reads ?token= and verifies it once with the given check (reset or activation). */
export function useTokenCheck(route: typeof authRoutes.resetPasswordVerify | typeof authRoutes.activationTokenVerify) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useQuery({
    queryKey: ['token-check', route.path, token],
    queryFn: () => api(route, { body: { token } }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Infinity,
  });
  const state: 'checking' | 'valid' | 'invalid' = !token || check.isError ? 'invalid' : check.isSuccess ? 'valid' : 'checking';
  return { token, state };
}
