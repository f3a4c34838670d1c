// The student's mail when a report is released or updated: a link to the report page, never the report itself. In the
// language the student's account reads (issue 33); the report is named as its page names it.
import type { AccountLanguage } from '@margdarshak/contracts/api/accounts';
import { hindiReportTitle } from '@margdarshak/contracts/messages/reportTitles';

/** `title`: the report's English title, as the read model keeps it. */
export function releaseMailText(title: string, update: boolean, link: string, language: AccountLanguage): { subject: string; text: string } {
  if (language === 'hi') {
    const hindi = `“${hindiReportTitle(title)}”`;
    return {
      subject: update ? `काउंसलर ने आपकी ${hindi} अपडेट की है` : `आपकी ${hindi} तैयार है`,
      text: [
        update ? `काउंसलर ने Margdarshak पर आपकी ${hindi} आपके लिए नए नोट्स के साथ अपडेट की है।` : `काउंसलर ने आपके नतीजे देखकर Margdarshak पर आपकी ${hindi} साझा की है।`,
        `इसे यहाँ पढ़ा और पीडीएफ़ के रूप में डाउनलोड किया जा सकता है (पहले लॉग इन कीजिए): ${link}`,
        'काउंसलर से अगली बातचीत से पहले इसे अपने माता-पिता के साथ मिलकर पढ़ लेना अच्छा रहेगा।',
      ].join('\n\n'),
    };
  }
  return {
    subject: update ? `Your counsellor has updated your ${title}` : `Your ${title} is ready`,
    text: [
      update ? `Your counsellor has updated your ${title} on Margdarshak, with new notes for you.` : `Your counsellor has gone through your results and shared your ${title} on Margdarshak.`,
      `Read it, and download it as a PDF, here (sign in first): ${link}`,
      'It is a good idea to read it together with your parents before your next conversation with your counsellor.',
    ].join('\n\n'),
  };
}
