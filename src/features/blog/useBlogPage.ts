import { useNavigate } from 'react-router';
import { useSiteDomain } from '@/config/ConfigContext';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { blogPageAddress, pageChanged, selectCurrentPage } from '@/store/paginationSlice';

/** The list's page, from the `pagination` slice; the address follows it (src/app/paginationAddress.ts). */
export function useBlogPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const page = useAppSelector(selectCurrentPage);
  return {
    args: { domain: useSiteDomain(), page },
    page,
    goToPage: (to: number) => dispatch(pageChanged(to)),
    /** In place: one past the end → the last page. */
    replacePage: (to: number) => void navigate(blogPageAddress(to), { replace: true }),
  };
}
