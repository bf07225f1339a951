import { addCommonPasswords } from "@cortege/domain";
import { dictionary } from "@zxcvbn-ts/language-common";

/** How far down the frequency ranking the server refuses (then only passwords of 8 characters or more count). */
const RANKS = 10_000;

/**
 * The server refuses the passwords guessers try first: the head of the frequency-ranked list that
 * @zxcvbn-ts/language-common ships (~90 ms to decompress, once per process), on top of the domain's own French list.
 * The browser keeps only the domain's list (this one weighs ~380 kB).
 */
export function refuseCommonPasswords(): void {
  addCommonPasswords(dictionary["passwords-common"].slice(0, RANKS));
}
