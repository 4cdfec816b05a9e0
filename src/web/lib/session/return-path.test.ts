import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom } from './return-path';

describe('the sign-in return path (docs/product.md#screens)', () => {
  it('carries the asked-for address, with its query, to the login form and back', () => {
    const login = loginPathFor('/lessons/greetings-1', '?tab=review');
    expect(login).toBe('/login?next=%2Flessons%2Fgreetings-1%3Ftab%3Dreview');
    expect(returnPathFrom(login.slice('/login'.length))).toBe('/lessons/greetings-1?tab=review');
  });

  it('asks nothing of the login form for the home page', () => {
    expect(loginPathFor('/', '')).toBe('/login');
  });

  it.each([
    ['no parameter', ''],
    ['an empty one', '?next='],
    ['another site', '?next=https%3A%2F%2Fevil.example%2F'],
    ['a protocol-relative address', '?next=%2F%2Fevil.example%2Fdashboard'],
    ['a backslash address', '?next=%2F%5Cevil.example'],
    ['a scheme', '?next=javascript%3Aalert(1)'],
    ['a relative path', '?next=dashboard'],
    ['the login form itself', '?next=%2Flogin'],
    ['the registration form', '?next=%2Fregister%3Fx%3D1'],
  ])('returns to / for %s', (_, search) => {
    expect(returnPathFrom(search)).toBe('/');
  });

  it('keeps a same-site path as it is', () => {
    expect(returnPathFrom('?next=%2Freview')).toBe('/review');
    expect(returnPathFrom('?next=%2Fconversations%2Fabc%2Freport')).toBe('/conversations/abc/report');
  });
});
