import { z } from 'zod/mini';
import { inviteCodeField } from '../shared/validation';

/** The invitation check: one internal invitation code. */
export const inviteCodeSchema = z.object({ code: inviteCodeField });

/** What the invitation form holds. */
export type InviteCodeValues = z.input<typeof inviteCodeSchema>;
