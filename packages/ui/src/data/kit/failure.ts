import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '@merchant/api';

/**
 * Why something the merchant asked for did not arrive: no network, the platform took too long,
 * the platform failed, the platform refused (with its message), the answer could not be read,
 * the record does not exist, or this platform does not offer the feature at all (an operation
 * its public client never makes, answered as an unknown route: retrying cannot help).
 */
export type FailureKind =
  | 'offline'
  | 'timeout'
  | 'server'
  | 'business'
  | 'malformed'
  | 'notFound'
  | 'notOffered'
  | 'notSent';

/**
 * Why the app did not send a change (kind 'notSent'): the device is offline, the figures on
 * screen were from an earlier visit and the platform now answers differently, or they could not
 * be read again.
 */
export type NotSentReason = 'offline' | 'changed' | 'unreadable';

/** A failure as every screen shows it. */
export type Failure = {
  kind: FailureKind;
  /** The server's own words, when it sent some (business refusals, some server errors). */
  serverMessage: string | null;
  /** Why a change was not sent (kind 'notSent' only). */
  notSent?: NotSentReason;
};

/** Classifies any error (an ApiError of the client, a parse error, anything thrown). */
export function toFailure(error: unknown): Failure {
  if (isApiError(error)) {
    const serverMessage = error.msg.trim() || null;
    switch (error.kind) {
      case 'network':
        return { kind: 'offline', serverMessage: null };
      case 'timeout':
        return { kind: 'timeout', serverMessage: null };
      case 'business':
        return { kind: 'business', serverMessage };
      case 'malformed':
        return { kind: 'malformed', serverMessage: null };
      case 'http':
        return { kind: error.status === 404 ? 'notFound' : 'server', serverMessage };
      case 'unauthorized':
        return { kind: 'business', serverMessage };
      case 'notOffered':
        // The platform's words here name its routing ("method not exists:..."), not the feature.
        return { kind: 'notOffered', serverMessage: null };
    }
  }
  if (error instanceof NotFoundError) return { kind: 'notFound', serverMessage: null };
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { kind: 'offline', serverMessage: null };
  }
  // Anything else thrown while reading an answer (a TypeError on a missing field) means the
  // answer did not have the shape the contract promises.
  return { kind: 'malformed', serverMessage: null };
}

/** Thrown by a parser when the server answered well but the record does not exist. */
export class NotFoundError extends Error {
  constructor() {
    super('not found');
    this.name = 'NotFoundError';
  }
}

/** Turns anything a parser throws into an ApiError of kind 'malformed' (ApiErrors pass through). */
export function asMalformed(error: unknown): unknown {
  if (isApiError(error) || error instanceof NotFoundError) return error;
  return new ApiError('malformed', { cause: error });
}

/** The translated sentence of a failure: the server's words when it sent some. */
export function useFailureText(): (failure: Failure) => string {
  const { t } = useTranslation('app');
  return useCallback(
    (failure: Failure) => {
      if (failure.serverMessage) return failure.serverMessage;
      switch (failure.kind) {
        case 'offline':
          return t('error.network');
        case 'timeout':
          return t('error.timeout');
        case 'malformed':
          return t('error.malformed');
        case 'notFound':
          return t('error.notFound');
        case 'notOffered':
          return t('error.notOffered');
        case 'notSent':
          return t(`lastSeen.notSent.${failure.notSent ?? 'offline'}`);
        case 'business':
        case 'server':
          return t('error.server');
      }
    },
    [t],
  );
}

/** The translated sentence of any error (toasts, form messages): the server's words first. */
export function useErrorText(): (error: unknown) => string {
  const failureText = useFailureText();
  return useCallback((error: unknown) => failureText(toFailure(error)), [failureText]);
}
