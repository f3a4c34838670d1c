// The overview's first screen as the server draws it for a signed-in admin (docs/decisions/0154): the frame, the heading,
// the four figures and the chart card's heading. It is still: its menu's links load their pages; the overview drawn
// in the page (LightOverview) takes its place.
import { OverviewTop } from '../dashboard/OverviewTop';
import { FIRST_SCREEN_ID } from '../../lib/serverFirstScreen';
import { OverviewFrame } from './OverviewFrame';

export function FirstScreen() {
  return (
    <OverviewFrame id={FIRST_SCREEN_ID}>
      <OverviewTop />
    </OverviewFrame>
  );
}
