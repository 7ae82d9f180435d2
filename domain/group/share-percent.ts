/** A member's share: basis points inside (2500), a percent on the wire and on statements (25, 33.33). */
import { usNumber } from '../text/us-format.js';

/** 33.33 -> 3333: two decimals at most are kept (the readers refuse more). */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);

export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

/** "25 %", "33.33 %" */
export const percentText = (basisPoints: number): string => `${usNumber(basisPoints / 100, { maxFractionDigits: 2 })} %`;
