// The MI result's summary in the language the statements were read in: what stands out, or that nothing does.
import type { Intelligence, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { listWith as join } from '@margdarshak/contracts/assessments/codeWords';
import { intelligenceLabels, intelligenceLabelsHi } from './content';

export function miSummary(language: TestLanguage, dominant: readonly Intelligence[]): string {
  if (language === 'hi') {
    if (dominant.length === 0) {
      return 'कोई एक क्षेत्र बाक़ी से आगे नहीं दिखता: आपने आठों क्षेत्रों को लगभग बराबर आँका है। यह आम बात है और इसमें कुछ ग़लत नहीं है। अलग-अलग क्षेत्रों की गतिविधियाँ आज़माइए और देखिए कि कौन-सी गतिविधियाँ आपको बार-बार अपनी ओर खींचती हैं।';
    }
    return `आपके जवाबों में सबसे अलग दिखता है: ${join(
      dominant.map((d) => intelligenceLabelsHi[d]),
      'और',
    )}। ये वे काम हैं जो आपको सबसे ज़्यादा अच्छे और आसान लगते हैं। यह आपका अपना आकलन है, क्षमता का माप नहीं।`;
  }
  if (dominant.length === 0) {
    return 'Nothing stands out: you rated all eight areas about the same. That is common and nothing is wrong. Try activities from different areas and notice which ones you keep coming back to.';
  }
  return `What stands out in your answers: ${join(
    dominant.map((d) => intelligenceLabels[d]),
    'and',
  )}. These are the kinds of activity you say you enjoy most and find easiest; it is your own view, not a measure of ability.`;
}
