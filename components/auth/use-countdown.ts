import { useCallback, useEffect, useState } from "react";

/**
 * Whole seconds left until a deadline, ticking down to 0. The deadline is fixed when a run starts,
 * so a throttled background tab shows the right value when it wakes. `restart` begins a new run.
 */
export function useCountdown(initialSeconds: number) {
  const [run, setRun] = useState({ seconds: Math.max(0, initialSeconds), id: 0 });
  const [secondsLeft, setSecondsLeft] = useState(run.seconds);

  useEffect(() => {
    if (run.seconds <= 0) return;
    const deadline = Date.now() + run.seconds * 1000;
    const timer = window.setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [run]);

  const restart = useCallback((seconds: number) => {
    setRun((current) => ({ seconds: Math.max(0, seconds), id: current.id + 1 }));
    setSecondsLeft(Math.max(0, seconds));
  }, []);

  return { secondsLeft, restart };
}

/** 125 → "02:05". */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
}
