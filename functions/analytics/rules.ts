import { cueText } from '#functions/personal/traits';
import type { AskKind } from '#functions/personal/model';
import { hookStylesData, wordingData, type HookStyle, type HookStylesFile, type WordingFile } from './analytics-files';

/**
 * The performance analytics as pure rules: when a posted video's figures are due (1, 7 and 30 days
 * after posting), what a creator's usual is (the median of their own videos' views a week after
 * posting), how each video does against it (its uplift), how a kind of ask, a format or a hook
 * style does (the median uplift of its videos), and what may honestly be claimed from that.
 */

/** Days after posting that a video's figures are read. */
export const CHECKPOINTS = [1, 7, 30] as const;
export type Checkpoint = (typeof CHECKPOINTS)[number];

/** The checkpoint the creator's usual and every uplift are measured at: a week is long enough for a Short to settle. */
export const UPLIFT_CHECKPOINT: Checkpoint = 7;

/** Days past its day that the last checkpoint may still be read (late); after that it is missed. */
export const LAST_CHECKPOINT_GRACE_DAYS = 7;

/** How many days of posted videos the chart shows. */
export const CHART_DAYS = 90;

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DueStatus = 'on-time' | 'late' | 'missed';

export interface DueCheck {
  checkpoint: Checkpoint;
  /** The day its figures were meant to be read: the posting day plus the checkpoint. */
  dueOn: string;
  /** on-time: read on its day; late: read after it (quota ran out, a run missed), recorded as such; missed: too late to read honestly. */
  status: DueStatus;
}

/**
 * What a run on `today` does for a video posted on `postOn`, given the checkpoints already
 * recorded. A checkpoint not yet recorded is read once its day has come: on its day, or late
 * (the day's quota ran out, no run that day) as long as the next checkpoint's day has not come,
 * so a "day 1" figure is never a week-old one; past that it is recorded as missed, with no
 * figures, never invented from a later read. The last may be read up to a week late.
 */
export function dueChecks(postOn: string, today: string, recorded: ReadonlySet<number>): DueCheck[] {
  const due: DueCheck[] = [];
  CHECKPOINTS.forEach((checkpoint, i) => {
    if (recorded.has(checkpoint)) return;
    const dueOn = addDays(postOn, checkpoint);
    if (today < dueOn) return;
    const next = CHECKPOINTS[i + 1];
    const readableUntil = next === undefined ? addDays(dueOn, LAST_CHECKPOINT_GRACE_DAYS) : addDays(postOn, next - 1);
    const status: DueStatus = today > readableUntil ? 'missed' : today === dueOn ? 'on-time' : 'late';
    due.push({ checkpoint, dueOn, status });
  });
  return due;
}

/** Whether a run still has anything to read for a video posted on `postOn` (the posted index is read from this far back). */
export const LOOKBACK_DAYS = CHECKPOINTS[2] + LAST_CHECKPOINT_GRACE_DAYS;

/**
 * The style of an idea's first hook (content/analytics/hook-styles.json): the first rule whose
 * cue is in it, or whose number leads it, or whose question mark ends it; 'other' when none.
 */
export function hookStyleOf(hook: string | null | undefined, file: HookStylesFile = hookStylesData()): HookStyle {
  const text = (hook ?? '').trim();
  if (!text) return file.fallback;
  const said = cueText(text);
  const startsWithNumber = /^\W*\d/.test(text);
  const endsWithQuestion = /\?\W*$/u.test(text);
  for (const rule of file.rules) {
    if (rule.cues.some((cue) => said.includes(` ${cue} `))) return rule.style;
    if (rule.startsWithNumber && startsWithNumber) return rule.style;
    if (rule.endsWithQuestion && endsWithQuestion) return rule.style;
  }
  return file.fallback;
}

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface CreatorUsual {
  /** The median views a week after posting; null until there is any figure. */
  median: number | null;
  /** Videos it is the median of. */
  count: number;
  /** Enough videos to compare anything with it (wording.json minimumSample). */
  enough: boolean;
}

/** The creator's usual: the median of their own videos' views at the uplift checkpoint. */
export function creatorUsual(viewsAtCheckpoint: readonly number[], minimumSample = wordingData().minimumSample): CreatorUsual {
  const found = viewsAtCheckpoint.filter((v) => Number.isFinite(v) && v >= 0);
  return { median: median(found), count: found.length, enough: found.length >= minimumSample };
}

/** A video's views over the creator's usual; null when there is no usual to compare with or it is 0 (never a division by zero). */
export function upliftOf(views: number | null | undefined, usual: CreatorUsual): number | null {
  if (views === null || views === undefined || !Number.isFinite(views) || views < 0) return null;
  if (!usual.enough || usual.median === null || usual.median <= 0) return null;
  return views / usual.median;
}

/** A ratio as a claim shows it: one decimal, rounded down, so a claim never says more than the figures. */
export function claimRatio(ratio: number): string {
  const floored = Math.floor(ratio * 10 + 1e-9) / 10;
  return floored.toFixed(1);
}

/** What a video brings to the groupings: its uplift (null before one exists) and its traits. */
export interface GroupedVideo {
  uplift: number | null;
  askKind: AskKind;
  format: string | null;
  hookStyle: HookStyle;
}

export type GroupDimension = 'askKind' | 'format' | 'hookStyle';
export const GROUP_DIMENSIONS: readonly GroupDimension[] = ['askKind', 'format', 'hookStyle'];

export interface GroupUplift {
  dimension: GroupDimension;
  /** The ask kind, format or hook style. */
  group: string;
  /** Videos of the group with an uplift. */
  count: number;
  /** The median uplift of those videos; null when none has one. */
  uplift: number | null;
  /** Enough videos to claim anything. */
  enough: boolean;
  /** As the creator reads it: a claim, or "early" with the count. */
  text: string;
}

/** The name of a group in a sentence: "how-to replies", "myth-busting hooks", "tutorials". */
export function groupLabel(
  dimension: GroupDimension,
  group: string,
  formats: Record<string, { plural: string }>,
  wording: WordingFile,
): string {
  if (dimension === 'askKind') return wording.askKinds[group as AskKind] ?? `${group} replies`;
  if (dimension === 'hookStyle') return wording.hookStyles[group as HookStyle] ?? `${group} hooks`;
  return formats[group]?.plural ?? `${group} videos`;
}

const fill = (template: string, slots: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(slots[name] ?? ''));

/**
 * The uplift of each kind of ask, format and hook style the creator posted, best first within a
 * dimension; a group is claimed ("Your how-to replies get 2.3× your usual views") only with
 * enough videos, otherwise it says it is early and how many there are.
 */
export function groupUplifts(
  videos: readonly GroupedVideo[],
  formats: Record<string, { plural: string }>,
  wording: WordingFile = wordingData(),
): GroupUplift[] {
  const out: GroupUplift[] = [];
  for (const dimension of GROUP_DIMENSIONS) {
    const groups = new Map<string, number[]>();
    for (const video of videos) {
      const group = video[dimension];
      // "Your other hooks get 1.2×" tells a creator nothing: what fits no kind or style is left out.
      if (group === null || group === 'other' || video.uplift === null) continue;
      groups.set(group, [...(groups.get(group) ?? []), video.uplift]);
    }
    const rows = [...groups].map(([group, uplifts]): GroupUplift => {
      const uplift = median(uplifts);
      const enough = uplifts.length >= wording.minimumSample;
      const label = groupLabel(dimension, group, formats, wording);
      const text =
        enough && uplift !== null
          ? fill(uplift >= 1 ? wording.claim : wording.claimBelow, { group: label, ratio: claimRatio(uplift) })
          : fill(wording.early, { group: label, count: uplifts.length });
      return { dimension, group, count: uplifts.length, uplift, enough, text };
    });
    rows.sort((a, b) => Number(b.enough) - Number(a.enough) || (b.uplift ?? 0) - (a.uplift ?? 0) || a.group.localeCompare(b.group));
    out.push(...rows);
  }
  return out;
}

/** The line about the creator's usual: the median and its sample, or how many more videos it needs. */
export function usualText(usual: CreatorUsual, wording: WordingFile = wordingData()): string {
  if (!usual.enough || usual.median === null) return fill(wording.medianEarly, { count: usual.count, minimum: wording.minimumSample });
  return fill(wording.medianLine, { views: Math.round(usual.median).toLocaleString('en-US'), count: usual.count });
}

export interface ChartPoint {
  videoId: string;
  postOn: string;
  title: string;
  /** Views a week after posting while we may still show them (30 days after the read); null after. */
  views: number | null;
  uplift: number | null;
}

/** The posted videos of the last CHART_DAYS days up to `today`, oldest first: the chart's points. */
export function chartSeries(points: readonly ChartPoint[], today: string): { from: string; to: string; points: ChartPoint[] } {
  const from = addDays(today, -(CHART_DAYS - 1));
  return {
    from,
    to: today,
    points: points
      .filter((p) => p.postOn >= from && p.postOn <= today)
      .sort((a, b) => a.postOn.localeCompare(b.postOn) || a.videoId.localeCompare(b.videoId)),
  };
}
