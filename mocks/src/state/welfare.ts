/** Welfare: the daily sign-in and charity donations. */
import type { Donation, SignIn } from '../types.ts';

export interface WelfareState {
  signIn: SignIn;
  donations: Donation[];
}
