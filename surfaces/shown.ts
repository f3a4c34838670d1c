// What a surface shows of a result, in the same terms on every surface (issue 28, "the PDF, web result and parent view
// agree"): read from the rendered web result (webShown.ts) and from the PDF's document (pdfShown.ts), so the two can be
// compared field by field. Careers, profiles and strengths are the result's own strings; intelligences and Big Five
// readings are named by key, since each surface words them in its own catalogue.
import type { Withheld } from '@margdarshak/contracts/assessments/gate';
import type { Intelligence } from '@margdarshak/contracts/assessments/tests';

/** A reading shown, or the explanation of why not. */
export type State = 'read' | Withheld;

export interface RiasecShown {
  state: State;
  /** The Holland code in words (contracts codeWords). */
  code: boolean;
  /** The profile's title. */
  profile: boolean;
  strengths: string[];
  careers: string[];
  streams: boolean;
}

export interface MiShown {
  state: State;
  standsOut: Intelligence[];
  careers: string[];
  /** The intelligences with ideas to try. */
  ideas: Intelligence[];
}

export interface BigFiveShown {
  state: State;
  /** The traits read with their band ('O', 'C', …). */
  readings: string[];
  /** The facets shown as high, as trait and place ('N3'). */
  highFacets: string[];
  /** Tele-MANAS, 14416. */
  helpline: boolean;
}

export interface Shown {
  riasec?: RiasecShown;
  mi?: MiShown;
  bigfive?: BigFiveShown;
}
