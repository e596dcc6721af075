import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { StaffArea } from '../../shared/domain/staff-roles';
import { BookingPage } from '../features/bookings/BookingPage';
import { BookingsPage } from '../features/bookings/BookingsPage';
import { ContentEditPage } from '../features/content/ContentEditPage';
import { ContentListPage } from '../features/content/ContentListPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { InboxPage } from '../features/inbox/InboxPage';
import { LoginPage } from '../features/login/LoginPage';
import { OrderPage } from '../features/orders/OrderPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { ProductPage } from '../features/products/ProductPage';
import { ProductsPage } from '../features/products/ProductsPage';
import { CouponPage } from '../features/promotions/CouponPage';
import { CouponsPage } from '../features/promotions/CouponsPage';
import { FlashSalePage } from '../features/promotions/FlashSalePage';
import { FlashSalesPage } from '../features/promotions/FlashSalesPage';
import { AccountPage } from '../features/staff/AccountPage';
import { StaffPage } from '../features/staff/StaffPage';
import { Page } from '../ui/Page';
import { Layout } from './Layout';
import { useSession } from './session';

function Allowed({ area, children }: { area: StaffArea; children: React.ReactNode }) {
  const session = useSession();
  if (session.may(area)) return <>{children}</>;
  return <Page title="Not for your role" error={`Your role (${session.staff?.role}) may not use this section. Ask the owner for access.`} />;
}

/** The back office: sign-in, then the sections of the member's role (a second factor first when the owner requires one). */
export function App() {
  const session = useSession();
  useEffect(() => {
    // The browser tests wait for this before they act.
    document.documentElement.dataset.appReady = '';
  }, []);
  if (session.staff === undefined) return <p className="ad-loading ad-loading--boot">Loading…</p>;
  if (session.staff === null) return <LoginPage />;
  if (session.requireTotp && !session.staff.totp) {
    return (
      <Layout>
        <AccountPage mustSetUp />
      </Layout>
    );
  }
  return (
    <Layout>
      <Routes>
        <Route path="/" element={<DashboardPage />} />
        <Route path="/orders" element={<Allowed area="operations"><OrdersPage /></Allowed>} />
        <Route path="/orders/:id" element={<Allowed area="operations"><OrderPage /></Allowed>} />
        <Route path="/bookings" element={<Allowed area="operations"><BookingsPage /></Allowed>} />
        <Route path="/bookings/:id" element={<Allowed area="operations"><BookingPage /></Allowed>} />
        <Route path="/products" element={<Allowed area="catalogue"><ProductsPage /></Allowed>} />
        <Route path="/products/:id" element={<Allowed area="catalogue"><ProductPage /></Allowed>} />
        <Route path="/promotions" element={<Navigate to="/promotions/coupons" replace />} />
        <Route path="/promotions/coupons" element={<Allowed area="catalogue"><CouponsPage /></Allowed>} />
        <Route path="/promotions/coupons/:id" element={<Allowed area="catalogue"><CouponPage /></Allowed>} />
        <Route path="/promotions/flash-sales" element={<Allowed area="catalogue"><FlashSalesPage /></Allowed>} />
        <Route path="/promotions/flash-sales/:id" element={<Allowed area="catalogue"><FlashSalePage /></Allowed>} />
        <Route path="/content" element={<Navigate to="/content/layouts" replace />} />
        <Route path="/content/:kind" element={<Allowed area="catalogue"><ContentListPage /></Allowed>} />
        <Route path="/content/:kind/:id" element={<Allowed area="catalogue"><ContentEditPage /></Allowed>} />
        <Route path="/inbox" element={<Navigate to="/inbox/reviews" replace />} />
        <Route path="/inbox/:kind" element={<Allowed area="support"><InboxPage /></Allowed>} />
        <Route path="/staff" element={<Allowed area="staff"><StaffPage /></Allowed>} />
        <Route path="/account" element={<AccountPage />} />
        <Route path="*" element={<Page title="Not found" error="There is no such page in the back office." />} />
      </Routes>
    </Layout>
  );
}
