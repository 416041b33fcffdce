import {
  accountEndpoints,
  LOGOUT_REDIRECT_DELAY_MS,
  type UserProfile,
  UserRole,
  visitorProfile,
} from '@portal/contract';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, call, endpointKey } from './api';
import { forgetRefusedPayment } from './api-problems';
import { showLanguage } from './i18n';
import { forgetOfflineReports } from './installable-app';
import { transportOf } from './query-client';

/** The profile's answers, under its endpoint's key (its query function also remembers it, or forgets a lost login). */
export const profileQueryKey = endpointKey(accountEndpoints.profile);

/** The specification caches these profile fields in local storage under the key "data". */
const CACHE_KEY = 'data';
interface CachedProfile {
  LoginName: string | null;
  IsLoggedIn: boolean;
  LoginID: number | null;
  DisplayName: string;
  Role: number;
}

/**
 * Nobody is logged in any more. The reports kept offline were opened by whoever was: once their session is over
 * (logged out, expired, ended by a password reset or an administrator), they are not the next person's to read.
 */
function forget(): void {
  if (rememberedLoginId() !== null) void forgetOfflineReports();
  localStorage.removeItem(CACHE_KEY);
}

/** Who was logged in when the profile was last remembered, if anyone. */
function rememberedLoginId(): number | null {
  try {
    const cached: Partial<CachedProfile> | null = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null');
    return cached?.LoginID ?? null;
  } catch {
    return null;
  }
}

function remember(profile: UserProfile): void {
  if (!profile.IsLoggedIn) {
    forget();
    return;
  }
  // Someone else is logged in now (their login started in another tab, say): the reports kept offline were not theirs.
  const previous = rememberedLoginId();
  if (previous !== null && previous !== profile.LoginID) void forgetOfflineReports();
  const cached: CachedProfile = {
    LoginName: profile.Email ?? profile.UserName,
    IsLoggedIn: profile.IsLoggedIn,
    LoginID: profile.LoginID,
    DisplayName: profile.DisplayName,
    Role: profile.Role,
  };
  localStorage.setItem(CACHE_KEY, JSON.stringify(cached));
}

/**
 * The profile as last seen, shown while the profile is asked again after a login or logout emptied the cache (a page
 * the server drew comes with the profile already). Only the server's answer confirms it: the login cookie is out of
 * the scripts' reach, and it may have ended since.
 */
function cachedProfile(): UserProfile | undefined {
  try {
    const cached: Partial<CachedProfile> = JSON.parse(localStorage.getItem(CACHE_KEY) ?? 'null') ?? {};
    if (cached.IsLoggedIn !== true) return undefined;
    return {
      ...visitorProfile,
      IsLoggedIn: true,
      LoginID: cached.LoginID ?? null,
      DisplayName: cached.DisplayName ?? visitorProfile.DisplayName,
      Role: cached.Role ?? UserRole.User,
    };
  } catch {
    return undefined;
  }
}

/**
 * Who is logged in, by the server's answer. In the browser it is also remembered (or a lost login forgotten); a page
 * the server renders has no browser to remember it in.
 */
async function fetchProfile(send?: typeof fetch): Promise<UserProfile> {
  const inBrowser = typeof window !== 'undefined';
  try {
    const profile = await call(accountEndpoints.profile, {}, { handlesErrors: true, allowAnonymous: true, send });
    if (inBrowser) remember(profile);
    return profile;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    if (inBrowser) forget();
    return visitorProfile;
  }
}

/**
 * A page the server drew came with the profile, asked by no script here: it is remembered as when the browser asks,
 * so that a session that ended meanwhile (expired, revoked) is forgotten with its offline reports before anyone reads
 * them on this browser.
 */
export function rememberDrawnProfile(queryClient: QueryClient): void {
  const profile = queryClient.getQueryData<UserProfile>(profileQueryKey);
  if (profile) remember(profile);
}

/** Asks the server whether this visitor is still logged in (the session may have ended in another tab). */
export async function sessionIsAlive(): Promise<boolean> {
  return (await fetchProfile()).IsLoggedIn;
}

export interface Session {
  profile: UserProfile;
  displayName: string;
  isAdmin: boolean;
  /** Bulk checks, API keys and the "who" of ledger rows are for companies (and administrators). */
  isCompanyOrAdmin: boolean;
  /** False while only the cached profile is known. */
  isConfirmed: boolean;
}

export const profileQuery = {
  queryKey: profileQueryKey,
  queryFn: ({ client }: { client: QueryClient }) => fetchProfile(transportOf(client)),
  // One answer serves the layout and the page that mount together; a page opened later asks again (the session may
  // have ended in another tab, the balance changed).
  staleTime: 5_000,
};

/**
 * The header's credit balance also changes where this browser does not see it: a company's program calling the API,
 * an administrator's refund or adjustment, a bulk run on another tab. It is read again when the window comes back into
 * view, and every minute while a logged-in user looks at it.
 */
const BALANCE_REFRESH_MS = 60_000;

/** Administrators see everyone's data and the settings. */
export const isAdministrator = (profile: UserProfile) => profile.IsLoggedIn && profile.Role === UserRole.Administrator;

/** Bulk checks, API keys and the "who" of ledger rows are for companies (and administrators). */
export const isCompanyOrAdministrator = (profile: UserProfile) =>
  isAdministrator(profile) || profile.UserType === 'COMPANY';

export function useSession(): Session {
  const query = useQuery({
    ...profileQuery,
    placeholderData: cachedProfile,
    refetchOnWindowFocus: true,
    refetchInterval: (current) => (current.state.data?.IsLoggedIn ? BALANCE_REFRESH_MS : false),
  });
  // A server that cannot be reached leaves the visitor logged out rather than stuck on a loader.
  const profile = query.data ?? visitorProfile;
  const confirmed = query.isSuccess && !query.isPlaceholderData;
  // The account's own language (chosen on another device, say) wins once the server has said what it is.
  useEffect(() => {
    if (confirmed) showLanguage(profile.Language);
  }, [confirmed, profile.Language]);
  return {
    profile,
    displayName: profile.DisplayName || visitorProfile.DisplayName,
    isAdmin: isAdministrator(profile),
    isCompanyOrAdmin: isCompanyOrAdministrator(profile),
    isConfirmed: confirmed || query.isError,
  };
}

/**
 * After a login (whose answer set the login cookie): reloads everything that belonged to the previous visitor and
 * answers who is logged in now.
 */
export function useStartSession(): () => Promise<UserProfile> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    forgetRefusedPayment();
    await forgetOfflineReports();
    await queryClient.resetQueries();
    return queryClient.fetchQuery(profileQuery);
  }, [queryClient]);
}

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The server's answer clears the login cookie.
    await call(accountEndpoints.logout, {}, { handlesErrors: true, allowAnonymous: true }).catch(() => undefined);
    forget();
    await forgetOfflineReports();
    await queryClient.resetQueries();
    setTimeout(() => navigate('/account/login'), LOGOUT_REDIRECT_DELAY_MS);
  }, [queryClient, navigate]);
}
