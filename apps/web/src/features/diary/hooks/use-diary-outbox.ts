import type { DiaryCreate, DiaryEntry } from "@hg/shared/diary";
import { MESSAGES } from "@hg/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { createDiaryEntry } from "../api/create-diary-entry";
import { diaryKeys } from "../api/query-keys";
import { readOutbox, writeOutbox } from "../utils/outbox-storage";

/** `saving`: on its way; `offline`: kept on the device until the browser is online; `failed`: the server said no or could not be reached. */
export type OutboxStatus = "saving" | "offline" | "failed";
export type OutboxItem = { body: DiaryCreate; status: OutboxStatus; detail?: string };

type Item = OutboxItem & { retryable?: boolean };
/** A failed send worth trying again unasked: no answer, too many requests, or a server error. */
const transient = (item: Item) => item.status === "failed" && item.retryable === true;

export const AUTO_RETRY_MS = 30_000;

/**
 * Every create goes through here: the entry is kept (in memory and on the device) under the
 * clientId it was made with until the server confirms it, and each resend, by hand, on coming
 * back online, or every 30 s after a network or server error, sends the same body, which the
 * server answers with the first entry, never a second one.
 */
export function useDiaryOutbox(userId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>(() => readOutbox(userId).map((body) => ({ body, status: "offline" })));
  const [saved, setSaved] = useState<Record<string, DiaryEntry>>({});
  const current = useRef(items);
  const inFlight = useRef(new Set<string>());

  // Writes the device copy at once (not in an effect): the tab may close right after a tap.
  const commit = useCallback(
    (next: Item[]) => {
      current.current = next;
      writeOutbox(userId, next.map((i) => i.body));
      setItems(next);
    },
    [userId],
  );
  const patch = useCallback(
    (clientId: string, change: Partial<Item>) => commit(current.current.map((i) => (i.body.clientId === clientId ? { ...i, ...change } : i))),
    [commit],
  );

  const deliver = useCallback(
    async (body: DiaryCreate): Promise<DiaryEntry | null> => {
      if (inFlight.current.has(body.clientId)) return null;
      if (!navigator.onLine) {
        patch(body.clientId, { status: "offline", detail: undefined });
        return null;
      }
      inFlight.current.add(body.clientId);
      patch(body.clientId, { status: "saving", detail: undefined });
      try {
        const entry = await createDiaryEntry(userId, body);
        commit(current.current.filter((i) => i.body.clientId !== body.clientId));
        setSaved((s) => ({ ...s, [body.clientId]: entry }));
        void queryClient.invalidateQueries({ queryKey: diaryKeys.all(userId) });
        return entry;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        patch(body.clientId, {
          status: navigator.onLine ? "failed" : "offline",
          detail: error instanceof ApiError ? error.detail : MESSAGES.somethingWentWrong,
          retryable: status === 0 || status === 429 || status >= 500,
        });
        return null;
      } finally {
        inFlight.current.delete(body.clientId);
      }
    },
    [commit, patch, queryClient, userId],
  );

  const resendAll = useCallback(
    (which: (i: Item) => boolean) => {
      for (const item of current.current) if (which(item)) void deliver(item.body);
    },
    [deliver],
  );

  // Entries left from an earlier visit go out at once; the rest whenever the browser is back online.
  useEffect(() => {
    resendAll(() => true);
    const onOnline = () => resendAll(() => true);
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [resendAll]);

  const waiting = items.some(transient);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => resendAll(transient), AUTO_RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, resendAll]);

  /** Keeps the entry and sends it; resolves with the stored entry, or null while it is not saved. */
  const send = useCallback(
    (body: DiaryCreate) => {
      commit([...current.current, { body, status: "saving" }]);
      return deliver(body);
    },
    [commit, deliver],
  );

  /** Sends a kept entry again, with its clientId. */
  const retry = useCallback(
    (clientId: string) => {
      const item = current.current.find((i) => i.body.clientId === clientId);
      return item ? deliver(item.body) : Promise.resolve(null);
    },
    [deliver],
  );

  /** Drops a kept entry the person no longer wants sent. */
  const discard = useCallback((clientId: string) => commit(current.current.filter((i) => i.body.clientId !== clientId)), [commit]);

  return { items: items as OutboxItem[], saved, send, retry, discard };
}

export type DiaryOutbox = ReturnType<typeof useDiaryOutbox>;
