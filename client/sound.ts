/**
 * Sounds made with WebAudio, so no audio files are downloaded. Silent until
 * the page has been touched (browsers block audio before a gesture) and while
 * muted; the choice is remembered.
 */
import { signal } from "@preact/signals";

export const muted = signal(readMuted());
let context: AudioContext | null = null;

function readMuted(): boolean {
  try {
    return localStorage.getItem("tabletop:muted") === "1";
  } catch {
    return false;
  }
}

export function setMuted(value: boolean): void {
  muted.value = value;
  try {
    localStorage.setItem("tabletop:muted", value ? "1" : "0");
  } catch {
    // not remembered; fine
  }
}

// Audio may start only after a gesture: create the context on the first one.
for (const type of ["pointerdown", "keydown"]) {
  addEventListener(
    type,
    () => {
      context ??= new AudioContext();
    },
    { once: true, capture: true },
  );
}

/** The audio context when sound may play now, else null. */
export function audio(): AudioContext | null {
  return muted.value || !context ? null : context;
}

/** A soft two-note chime for "your turn". */
export function chime(): void {
  const ctx = audio();
  if (!ctx) return;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = freq;
    const at = ctx.currentTime + i * 0.12;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.08, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start(at);
    osc.stop(at + 0.3);
  }
}

/** Filtered white noise: a fuse's hiss (high, long) or an explosion (low, loud, short). */
export function noise(kind: "hiss" | "boom"): void {
  const ctx = audio();
  if (!ctx) return;
  const seconds = kind === "hiss" ? 0.9 : 0.7;
  const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * seconds), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  const source = ctx.createBufferSource();
  source.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = kind === "hiss" ? "highpass" : "lowpass";
  filter.frequency.value = kind === "hiss" ? 4000 : 300;
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(kind === "hiss" ? 0.05 : 0.6, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + seconds);
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start();
}
