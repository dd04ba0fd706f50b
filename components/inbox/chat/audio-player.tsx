"use client";

import { Pause, Play } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { formatDuration } from "@/lib/media/duration";
import type { MediaFile } from "@/lib/media/types";

// A voice note: play/pause, a seek bar (a range input: arrow keys move it) and the time, with the
// clip's duration from the library before it is loaded (the file's durationSec, read by the
// thumbnail job), else from the browser once it has the metadata.

export function AudioPlayer({ file }: { file: MediaFile }) {
  const t = useTranslations("inboxChat.audio");
  const audio = useRef<HTMLAudioElement>(null);
  const [isPlaying, setIsPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const duration = loadedDuration ?? file.durationSec ?? 0;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setIsPlaying(false));
    else element.pause();
  };

  return (
    <div className="flex w-64 max-w-full items-center gap-2" data-testid="audio-player">
      <button
        type="button"
        onClick={toggle}
        aria-label={isPlaying ? t("pause") : t("play")}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {isPlaying ? <Pause className="size-4" aria-hidden /> : <Play className="size-4 translate-x-px" aria-hidden />}
      </button>
      <input
        type="range"
        min={0}
        max={duration || 1}
        step={0.1}
        value={Math.min(position, duration || 1)}
        aria-label={t("seek")}
        aria-valuetext={`${formatDuration(position)} / ${formatDuration(duration)}`}
        onChange={(event) => {
          const next = Number(event.target.value);
          if (audio.current) audio.current.currentTime = next;
          setPosition(next);
        }}
        className="h-1.5 min-w-0 flex-1 cursor-pointer accent-primary"
      />
      <span className="shrink-0 text-xs text-muted-foreground tabular-nums" data-testid="audio-duration">
        {isPlaying || position > 0 ? formatDuration(position) : formatDuration(duration)}
      </span>
      <audio
        ref={audio}
        src={file.url}
        preload="metadata"
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onEnded={() => {
          setIsPlaying(false);
          setPosition(0);
        }}
        onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setLoadedDuration(seconds);
        }}
      >
        <track kind="captions" />
      </audio>
    </div>
  );
}
