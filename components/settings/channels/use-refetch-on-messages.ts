"use client";

import { useEffect, useRef } from "react";
import { useLiveEvent } from "@/components/query/live-events";

// The channel page's events list follows the company's event stream (GET /api/v1/events): when a
// message arrives or a conversation changes, the webhook event behind it has just been processed,
// so the list is fetched again. Events come in bursts (message.created and conversation.updated of
// one transaction, then the delivery's "processed" mark): one refetch per burst, shortly after.

export const REFETCH_ON = ["message.created", "conversation.updated"] as const;
const SETTLE_MS = 300;

export function useRefetchOnMessages(refetch: () => void): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const onEvent = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), SETTLE_MS);
  };
  useLiveEvent(REFETCH_ON, onEvent);
}
