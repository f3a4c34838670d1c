// /student/dashboard?booking=confirmed (dashboards §2): the 'Session booked' banner shows on this visit only. The query
// is dropped from the address once read (a replace, so Back does not bring it again), so a reload or a bookmark does
// not announce the booking a second time.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useBookingBanner(): boolean {
  const [search, setSearch] = useSearchParams();
  const [justBooked] = useState(() => search.get('booking') === 'confirmed');
  useEffect(() => {
    if (!search.has('booking')) return;
    const rest = new URLSearchParams(search);
    rest.delete('booking');
    setSearch(rest, { replace: true, preventScrollReset: true });
  }, [search, setSearch]);
  return justBooked;
}
