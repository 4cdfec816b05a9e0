import { describe, expect, it } from 'vitest';
import { installFakeFetch, json, SIGNED_IN_USER, signedInUser } from '@/web/testing/fake-fetch';
import { fetchUser, userQueryOptions } from './get-user';

describe('fetchUser', () => {
  it('returns the user when signed in', async () => {
    installFakeFetch({ 'GET /api/auth/user': signedInUser });
    await expect(fetchUser()).resolves.toEqual(SIGNED_IN_USER);
  });

  it('treats 401 as signed out', async () => {
    installFakeFetch({ 'GET /api/auth/user': () => json({ message: 'Not signed in' }, 401) });
    await expect(fetchUser()).resolves.toBeNull();
  });

  it('throws the product error text (docs/product.md#messages) for other failures', async () => {
    installFakeFetch({
      'GET /api/auth/user': () => new Response('db down', { status: 500, statusText: 'Internal Server Error' }),
    });
    await expect(fetchUser()).rejects.toThrow('500: Internal Server Error');
  });

  it('is cached for 30 s without retries or focus refetch', () => {
    expect(userQueryOptions).toMatchObject({
      queryKey: ['/api/auth/user'],
      staleTime: 30_000,
      retry: false,
      refetchOnWindowFocus: false,
      retryOnMount: false,
    });
  });
});
