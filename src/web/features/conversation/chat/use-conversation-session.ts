import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import type { Difficulty, ServerFrame } from '@/contract/conversation';
import { NOT_CONNECTED_MESSAGE, SPEAKING_MS_MAX } from '@/contract/conversation-constants';
import type { Topic } from '@/contract/topics';
import { elapsedSeconds } from '@/domain/conversation-xp';
import { toast } from '@/web/components/ui/use-toast';
import { USER_QUERY_KEY, useUser } from '@/web/lib/session/get-user';
import { afterConversationLeft } from '@/web/lib/queries/cache-invalidation';
import { discardConversation } from '@/web/features/conversation/chat/api/discard-conversation';
import { useEndConversation } from '@/web/features/conversation/chat/api/end-conversation';
import {
  conversationReducer,
  dropInterrupts,
  errorFrameToast,
  initialConversationState,
  isDailyLimitFrame,
  learnerMessageCount,
  type ConversationAction,
} from './conversation-state';
import { useLiveSocket } from './use-live-socket';

function notConnected() {
  toast({ variant: 'destructive', title: 'Connection Error', description: NOT_CONNECTED_MESSAGE });
}

/**
 * The conversation session: the reducer's state joined to the live socket and the End call. The
 * reducer stays pure; this hook does the effects (frames out, toasts, requests) around it.
 */
export function useConversationSession() {
  const [state, dispatchToReact] = useReducer(conversationReducer, initialConversationState);
  /*
   * Socket callbacks run between renders, sometimes several in one tick; they need the state as it
   * is after the actions already dispatched, not as of the last render. The reducer is pure, so the
   * ref applies each action too and always equals what React will render next.
   */
  const stateRef = useRef(initialConversationState);
  const dispatch = useCallback((action: ConversationAction) => {
    stateRef.current = conversationReducer(stateRef.current, action);
    dispatchToReact(action);
  }, []);
  const { data: user } = useUser();
  // The default difficulty Same Topic and Reset return to (docs/product.md#conversations).
  const learnerLevel = user?.currentLevel;
  const queryClient = useQueryClient();
  const endMutation = useEndConversation();

  const socket = useLiveSocket({
    onFrame: (frame: ServerFrame) => {
      // The daily limit is not a failure to report: the screen shows it with the upgrade offer instead.
      if (frame.type === 'error' && !isDailyLimitFrame(frame)) {
        toast({ variant: 'destructive', ...errorFrameToast(stateRef.current, frame.message) });
      }
      // Refused at the limit: what is left today is none, whatever the screen last read.
      if (isDailyLimitFrame(frame)) afterConversationLeft(queryClient);
      dispatch({ type: 'frameReceived', frame });
    },
    onOpen: ({ reconnected }) => {
      const { phase, conversationId } = stateRef.current;
      // After a dropped connection the server carries on with the conversation that was open.
      if (reconnected && phase === 'active' && conversationId) socket.send({ type: 'resumeSession', conversationId });
    },
    onDrop: () => {
      if (dropInterrupts(stateRef.current)) notConnected();
      dispatch({ type: 'connectionLost' });
    },
    // Signed out elsewhere (another tab, another device): asking again lets the protected route send the learner to sign in.
    onStop: (reason) => {
      if (reason === 'signed_out') void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
  const { send } = socket;

  const start = useCallback(
    (topic: Topic) => {
      const { difficulty } = stateRef.current;
      const sent = send({ type: 'startSession', topic: topic.id, prompt: topic.prompt, difficulty, userId: user?.id });
      if (!sent) {
        notConnected();
        return;
      }
      dispatch({ type: 'topicSelected', topicId: topic.id });
      dispatch({ type: 'started', at: Date.now() });
    },
    [send, dispatch, user?.id],
  );

  /**
   * The one way a learner's message reaches the partner, typed or spoken (with how long the learner spoke, ms). True
   * when it was sent.
   */
  const sendText = useCallback(
    (raw: string, speakingMs?: number): boolean => {
      const { difficulty, phase, awaitingReply } = stateRef.current;
      const text = raw.trim();
      if (!text || phase !== 'active' || awaitingReply) return false;
      const spoken = speakingMs !== undefined;
      const frame = {
        type: 'userMessage' as const,
        text,
        difficulty,
        requestFeedback: true,
        // Whole ms within the contract's bounds: a message is never refused for its figure.
        ...(spoken ? { speakingMs: Math.min(SPEAKING_MS_MAX, Math.max(0, Math.round(speakingMs))) } : {}),
      };
      if (!send(frame)) {
        notConnected();
        return false;
      }
      dispatch({ type: 'messageSent', text, spoken });
      return true;
    },
    [send, dispatch],
  );

  const sendMessage = useCallback(() => {
    sendText(stateRef.current.draft);
  }, [sendText]);

  /** A spoken message, already transcribed: whatever the learner had typed stays in the input. */
  const sendSpoken = useCallback(
    (text: string, speakingMs: number): boolean => {
      const { draft } = stateRef.current;
      if (!sendText(text, speakingMs)) return false;
      if (draft) dispatch({ type: 'draftChanged', text: draft });
      return true;
    },
    [sendText, dispatch],
  );

  const { mutate: endConversation } = endMutation;
  const end = useCallback(() => {
    const current = stateRef.current;
    if (current.phase !== 'active' || !current.conversationId) return;
    const duration = current.startedAt === null ? 0 : elapsedSeconds(new Date(current.startedAt), new Date());
    endConversation(
      { conversationId: current.conversationId, duration, messageCount: learnerMessageCount(current) },
      { onSuccess: (result) => dispatch({ type: 'ended', result }) },
    );
  }, [endConversation, dispatch]);

  /**
   * Reset, once the learner has confirmed it (docs/product.md#daily-limits): a conversation they never spoke in is
   * thrown away on the server too, so it leaves no history; one they spoke in stays there, not ended. Either way the
   * screen starts over and reads what is left today again.
   */
  const discard = useCallback(() => {
    const current = stateRef.current;
    const id = current.phase === 'active' ? current.conversationId : null;
    dispatch({ type: 'reset', difficulty: learnerLevel });
    if (id && learnerMessageCount(current) === 0) {
      // Best effort: a conversation left empty counts for nothing and is never listed, even if this fails.
      void discardConversation(id)
        .catch(() => undefined)
        .finally(() => afterConversationLeft(queryClient));
    } else {
      afterConversationLeft(queryClient);
    }
  }, [dispatch, queryClient, learnerLevel]);

  const actions = {
    selectTopic: useCallback((topicId: string | null) => dispatch({ type: 'topicSelected', topicId }), [dispatch]),
    selectDifficulty: useCallback(
      (difficulty: Difficulty) => dispatch({ type: 'difficultySelected', difficulty }),
      [dispatch],
    ),
    changeDraft: useCallback((text: string) => dispatch({ type: 'draftChanged', text }), [dispatch]),
    dismissCompletion: useCallback(() => dispatch({ type: 'completionDismissed' }), [dispatch]),
    newTopic: useCallback(() => dispatch({ type: 'newTopic' }), [dispatch]),
    reset: useCallback(() => dispatch({ type: 'reset', difficulty: learnerLevel }), [dispatch, learnerLevel]),
    discard,
    start,
    sendMessage,
    sendSpoken,
    end,
  };

  return {
    state,
    actions,
    connection: socket.status,
    connectionStopReason: socket.stopReason,
    reconnect: socket.reconnect,
    ending: endMutation.isPending,
  };
}
