import { useEffect } from 'react';
import { useAppDispatch } from '@/store/hooks';
import { deviceModeChanged, MOBILE_MEDIA_QUERY } from '@/store/uiSlice';

/** Keeps `ui.deviceMode` in step with the mobile media query for as long as the app is mounted. */
export function useDeviceModeSync(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!('matchMedia' in window)) return;
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const sync = () => dispatch(deviceModeChanged(query.matches ? 'mobile' : 'desktop'));
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, [dispatch]);
}
