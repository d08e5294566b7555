import { apiError } from "../errors.js";
import { SCENARIO_HEADER, Scenario, scenarioDescriptions, scenarioServices } from "./schema.js";

/**
 * The scenario a creation asks for, or undefined. An unknown value, or one that cannot apply to this
 * service, is a 400 naming the header and the values that would work.
 */
export function readScenario(
  raw: string | undefined,
  service: string,
  entries?: number,
): Scenario | undefined {
  if (raw === undefined || raw.trim() === "") return undefined;
  const usable = Scenario.options.filter((s) => scenarioServices[s].includes(service));
  const parsed = Scenario.safeParse(raw.trim());
  if (!parsed.success || !usable.includes(parsed.data)) {
    const why = parsed.success ? `does not apply to ${service}` : "is no sandbox scenario";
    throw apiError(
      "FORMAT_ERROR",
      `${SCENARIO_HEADER} "${raw.trim()}" ${why}; for ${service} send one of ${usable.join(", ")} (or leave the header out)`,
      SCENARIO_HEADER,
    );
  }
  if (parsed.data === "part" && entries !== undefined && entries < 2) {
    throw apiError(
      "FORMAT_ERROR",
      `${SCENARIO_HEADER} "part" returns the last entry and books the others: send a bulk with at least 2 payments`,
      SCENARIO_HEADER,
    );
  }
  return parsed.data;
}

/**
 * The header as an operation documents it (`extraHeaders`): not the bank's, optional, with the
 * scenarios that apply to `service` and what each does.
 */
export function scenarioHeaderDoc(service: string, noun: string) {
  const usable = Scenario.options.filter((s) => scenarioServices[s].includes(service));
  const what = usable.map((name) => `${name}: ${scenarioDescriptions[name]}`).join(" ");
  return {
    [SCENARIO_HEADER]: {
      required: false,
      description: `Sandbox only, not the bank's interface: make this ${noun} take one path of its lifecycle. ${what}`,
      schema: Scenario.extract(usable as [Scenario, ...Scenario[]]),
    },
  };
}
