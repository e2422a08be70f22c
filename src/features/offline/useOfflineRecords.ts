import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { readOfflineRecordsOnce } from './offlineActions';
import { selectOffline, type OfflineState } from './offlineSlice';

/** Offline reading as the store holds it, the records on this device read once per page (after hydration: an effect). */
export function useOfflineRecords(): OfflineState {
  const dispatch = useAppDispatch();
  const offline = useAppSelector(selectOffline);
  useEffect(() => void dispatch(readOfflineRecordsOnce()), [dispatch]);
  return offline;
}
