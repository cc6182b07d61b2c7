import type { FrameCore } from './load';

/**
 * The institute's office as the header band, the footer, the contact page and the outage page
 * show it: its name, address, phone and email, each from the landing control's header values,
 * else the institute record's, else the web profile's. Provider text: each is turned into a link
 * only through `telHref` / `mailHref`.
 */
export function officeContact(frame: FrameCore): {
  name: string;
  address: string;
  phone: string;
  email: string;
} {
  const h = frame.profile.landing_control.home_header_object;
  const ins = frame.institute;
  return {
    name: h.ins_name || ins.insName || frame.profile.insName,
    address: h.ins_address || ins.insAddress || frame.profile.insAddress,
    phone: h.ins_phone_number || ins.insPhoneNumber || frame.profile.insPhoneNumber,
    email: h.ins_email || ins.insEmail || frame.profile.insEmail,
  };
}
