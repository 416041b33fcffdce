import { useNavigation } from 'react-router';

/**
 * A slim bar along the top of the window while the next page loads (its code and its questions), so a click is seen
 * to have been taken. Fixed over the header, it moves nothing; it shows only after a moment (global.css), so a quick
 * navigation does not flash it. A visual cue only: the page's new heading tells screen readers where they are.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return <div className="navigation-progress" data-active={loading || undefined} aria-hidden />;
}
