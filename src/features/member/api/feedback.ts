import { api } from '@/api';
import type { FeedbackPayload } from '@/api/types/member';
import { useSingleFlightMutation } from '@/hooks/use-single-flight-mutation';

/** Feedback (PUT): text and up to three images; nothing on screen reads it back. */
export const useSendFeedback = () =>
  useSingleFlightMutation({ mutationFn: (payload: FeedbackPayload) => api.feedback(payload) });
