/** The document's tags, in the order the docs page shows them. */
export const tags = [
  {
    name: "Payments",
    description: "Payment initiation: SEPA, standing orders (periodic) and bulk (interface 4.1-4.5).",
  },
  { name: "Fee information", description: "What an instant payment would cost (interface 4.8)." },
  {
    name: "Payment authorisations",
    description:
      "Payment and cancellation authorisations: the PSU approves on the bank's SCA page (redirect).",
  },
  { name: "Signing baskets", description: "Several payments authorised with one SCA (interface 2.6)." },
  {
    name: "Sandbox data",
    description:
      "The bank's sandbox data API (interface 4.8): customers, agreements, accounts, cards, transactions.",
  },
  {
    name: "Control API",
    description:
      "The sandbox's own control API under /__admin: NOT part of the bank's interface. Unsigned; guarded by adminToken when one is configured.",
  },
  { name: "SCA page", description: "The bank's SCA page (HTML) the PSU's browser is sent to. Not signed." },
  { name: "About this sandbox", description: "This document, the docs page and the landing page." },
];
