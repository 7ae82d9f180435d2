import { Menu } from 'react-admin';
import { usePaymentMode } from './use-payment-mode';

/**
 * The resources in the order staff use them. Promotion codes belong to the local payment sandbox: the
 * item is left out when the site takes payments with Stripe (the server has no such resource then).
 */
export const AdminMenu = () => {
  const paymentMode = usePaymentMode();
  return (
    <Menu>
      <Menu.DashboardItem primaryText="Dashboard" />
      <Menu.ResourceItem name="users" />
      <Menu.ResourceItem name="instructors" />
      <Menu.ResourceItem name="shares" />
      <Menu.ResourceItem name="bookings" />
      <Menu.ResourceItem name="flights" />
      <Menu.ResourceItem name="payments" />
      <Menu.ResourceItem name="airworthiness" />
      <Menu.ResourceItem name="reports" />
      <Menu.ResourceItem name="reviews" />
      <Menu.ResourceItem name="aircraft-claims" />
      <Menu.ResourceItem name="airports" />
      <Menu.ResourceItem name="blog-posts" />
      <Menu.ResourceItem name="contact-messages" />
      <Menu.ResourceItem name="outbox" />
      <Menu.ResourceItem name="subscriptions" />
      {paymentMode === 'sandbox' || paymentMode === 'unknown' ? <Menu.ResourceItem name="promotion-codes" /> : null}
      <Menu.ResourceItem name="audit-log" />
    </Menu>
  );
};
