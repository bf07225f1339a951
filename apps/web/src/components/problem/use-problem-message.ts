import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { problemOf } from "./problem-of.ts";
import { markErrorShown } from "./shown-errors.ts";

/**
 * The one place where a failed call becomes a sentence for the user. The server's French message is
 * shown when it explains the refusal (bad-data, and rejected such as "too many attempts"); every
 * other kind gets the app's text, so nothing technical reaches the screen.
 */
export function useProblemMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation("errors");
  return useCallback(
    (error: unknown) => {
      markErrorShown(error);
      const problem = problemOf(error);
      // A few wire messages are the spec's English ones ("Product not found"): their code has French words here.
      if (problem.code && i18n.exists(`errors:codes.${problem.code}`)) return t(`codes.${problem.code}` as never);
      if ((problem.kind === "bad-data" || problem.kind === "rejected") && problem.message) return problem.message;
      return t(`problems.${problem.kind}`);
    },
    [t, i18n],
  );
}
