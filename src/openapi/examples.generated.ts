// Written by the scripted run (test/openapi/contract.test.ts with OPENAPI_EXAMPLES=write): one real
// request and answer per operation. Do not edit by hand; run it again after changing an operation.
import type { Example } from "./examples.js";

export const examples: Record<string, Example> = {
  landingPage: {
    status: 200,
  },
  docsPage: {
    status: 200,
  },
  docsAsset: {
    status: 200,
  },
  adminHealth: {
    status: 200,
    response: {
      status: "UP",
      now: "2026-03-02T10:00:00.420Z",
      customers: 6,
      banks: 0,
      store: {
        status: "ok",
        failedFolds: 0,
        journalEntries: 0,
      },
    },
  },
  adminGetClock: {
    status: 200,
    response: {
      now: "2026-03-02T10:00:00.422Z",
      offsetMs: -23041235787,
      timeZone: "Europe/Oslo",
    },
  },
  initializeSandbox: {
    status: 200,
    response: {
      customers: [
        {
          customerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          customerNumber: "13039319955",
          customerType: "PRIVATE",
          customerName: "Nora Bjørnstad",
          agreements: [
            {
              id: "745118936",
              name: "Privatavtale Nora Bjørnstad",
              engagements: ["801e2e2c-2b52-4b78-b5cf-18b137821e6f", "bc4e04db-1443-4f74-8f22-5c50e9537460"],
            },
          ],
          accounts: ["801e2e2c-2b52-4b78-b5cf-18b137821e6f", "bc4e04db-1443-4f74-8f22-5c50e9537460"],
          cardAccounts: ["53b3f665-c338-482c-881e-b76e23b8ce08"],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/d9465e66-51c4-46ad-957c-3b54df48fc7e",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
          customerNumber: "12085592767",
          customerType: "PRIVATE",
          customerName: "Thea Gundersen",
          agreements: [
            {
              id: "417167267",
              name: "Privatavtale Thea Gundersen",
              engagements: ["869de2c3-7628-4ee8-ac7c-8ea9c296826e", "ef7e3712-8ec2-4145-a634-4dd182f509da"],
            },
          ],
          accounts: ["869de2c3-7628-4ee8-ac7c-8ea9c296826e", "ef7e3712-8ec2-4145-a634-4dd182f509da"],
          cardAccounts: ["4013e083-d01a-49d3-b38f-02b3a53f6d80"],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "a23991e6-f5ed-4ded-82fe-67db12fd52a8",
          customerNumber: "18129215603",
          customerType: "CORPORATE",
          customerName: "Danielsen RFH AS",
          agreements: [
            {
              id: "969355165",
              name: "Danielsen RFH AS",
              engagements: ["38a4927d-4d5c-440e-bf1d-4fd94fd179ae", "5ca9ee01-21ad-4c39-8e5a-3fa5e47683cf"],
            },
          ],
          accounts: ["38a4927d-4d5c-440e-bf1d-4fd94fd179ae", "5ca9ee01-21ad-4c39-8e5a-3fa5e47683cf"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/a23991e6-f5ed-4ded-82fe-67db12fd52a8",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
          customerNumber: "20079518612",
          customerType: "CORPORATE",
          customerName: "Henriksen-Lie AS",
          agreements: [
            {
              id: "941729944",
              name: "Henriksen-Lie AS",
              engagements: ["e563f175-4a90-4580-a313-91a0494264f6", "e6f021d2-bb33-4ef0-9ada-2969f5253210"],
            },
          ],
          accounts: ["e563f175-4a90-4580-a313-91a0494264f6", "e6f021d2-bb33-4ef0-9ada-2969f5253210"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "8d360f05-bc65-4373-9da3-9cbb94608f57",
          customerNumber: "15048001340",
          customerType: "CORPORATE",
          customerName: "Ruud Haukelidsæter, Sørensen og Danielsen AS",
          agreements: [
            {
              id: "949538800",
              name: "Ruud Haukelidsæter, Sørensen og Danielsen AS",
              engagements: ["11ca2b51-adca-4651-a0ad-0414d84598b1"],
            },
          ],
          accounts: ["11ca2b51-adca-4651-a0ad-0414d84598b1"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/8d360f05-bc65-4373-9da3-9cbb94608f57",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "b009b453-beed-4f45-b873-ee83681c0ef4",
          customerNumber: "01019038862",
          customerType: "PRIVATE",
          customerName: "Sofie Myhrer",
          agreements: [
            {
              id: "407233605",
              name: "Privatavtale Sofie Myhrer",
              engagements: ["74898886-4291-41ee-a866-77dcf5f6549a", "4ceba531-b7a3-4028-925a-c6156c49b05f"],
            },
          ],
          accounts: ["74898886-4291-41ee-a866-77dcf5f6549a", "4ceba531-b7a3-4028-925a-c6156c49b05f"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/b009b453-beed-4f45-b873-ee83681c0ef4",
              verbs: ["GET"],
            },
          },
        },
      ],
    },
  },
  listSandboxCustomers: {
    status: 200,
    response: {
      customers: [
        {
          customerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          customerNumber: "13039319955",
          customerType: "PRIVATE",
          customerName: "Nora Bjørnstad",
          agreements: [
            {
              id: "745118936",
              name: "Privatavtale Nora Bjørnstad",
              engagements: ["801e2e2c-2b52-4b78-b5cf-18b137821e6f", "bc4e04db-1443-4f74-8f22-5c50e9537460"],
            },
          ],
          accounts: ["801e2e2c-2b52-4b78-b5cf-18b137821e6f", "bc4e04db-1443-4f74-8f22-5c50e9537460"],
          cardAccounts: ["53b3f665-c338-482c-881e-b76e23b8ce08"],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/d9465e66-51c4-46ad-957c-3b54df48fc7e",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
          customerNumber: "12085592767",
          customerType: "PRIVATE",
          customerName: "Thea Gundersen",
          agreements: [
            {
              id: "417167267",
              name: "Privatavtale Thea Gundersen",
              engagements: ["869de2c3-7628-4ee8-ac7c-8ea9c296826e", "ef7e3712-8ec2-4145-a634-4dd182f509da"],
            },
          ],
          accounts: ["869de2c3-7628-4ee8-ac7c-8ea9c296826e", "ef7e3712-8ec2-4145-a634-4dd182f509da"],
          cardAccounts: ["4013e083-d01a-49d3-b38f-02b3a53f6d80"],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "a23991e6-f5ed-4ded-82fe-67db12fd52a8",
          customerNumber: "18129215603",
          customerType: "CORPORATE",
          customerName: "Danielsen RFH AS",
          agreements: [
            {
              id: "969355165",
              name: "Danielsen RFH AS",
              engagements: ["38a4927d-4d5c-440e-bf1d-4fd94fd179ae", "5ca9ee01-21ad-4c39-8e5a-3fa5e47683cf"],
            },
          ],
          accounts: ["38a4927d-4d5c-440e-bf1d-4fd94fd179ae", "5ca9ee01-21ad-4c39-8e5a-3fa5e47683cf"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/a23991e6-f5ed-4ded-82fe-67db12fd52a8",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
          customerNumber: "20079518612",
          customerType: "CORPORATE",
          customerName: "Henriksen-Lie AS",
          agreements: [
            {
              id: "941729944",
              name: "Henriksen-Lie AS",
              engagements: ["e563f175-4a90-4580-a313-91a0494264f6", "e6f021d2-bb33-4ef0-9ada-2969f5253210"],
            },
          ],
          accounts: ["e563f175-4a90-4580-a313-91a0494264f6", "e6f021d2-bb33-4ef0-9ada-2969f5253210"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "8d360f05-bc65-4373-9da3-9cbb94608f57",
          customerNumber: "15048001340",
          customerType: "CORPORATE",
          customerName: "Ruud Haukelidsæter, Sørensen og Danielsen AS",
          agreements: [
            {
              id: "949538800",
              name: "Ruud Haukelidsæter, Sørensen og Danielsen AS",
              engagements: ["11ca2b51-adca-4651-a0ad-0414d84598b1"],
            },
          ],
          accounts: ["11ca2b51-adca-4651-a0ad-0414d84598b1"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/8d360f05-bc65-4373-9da3-9cbb94608f57",
              verbs: ["GET"],
            },
          },
        },
        {
          customerId: "b009b453-beed-4f45-b873-ee83681c0ef4",
          customerNumber: "01019038862",
          customerType: "PRIVATE",
          customerName: "Sofie Myhrer",
          agreements: [
            {
              id: "407233605",
              name: "Privatavtale Sofie Myhrer",
              engagements: ["74898886-4291-41ee-a866-77dcf5f6549a", "4ceba531-b7a3-4028-925a-c6156c49b05f"],
            },
          ],
          accounts: ["74898886-4291-41ee-a866-77dcf5f6549a", "4ceba531-b7a3-4028-925a-c6156c49b05f"],
          cardAccounts: [],
          _links: {
            self: {
              href: "http://sandbox.test/v1/sandbox/customers/b009b453-beed-4f45-b873-ee83681c0ef4",
              verbs: ["GET"],
            },
          },
        },
      ],
    },
  },
  createSandboxCustomer: {
    request: {
      customerNumber: "01019000326",
      customerName: "Nordlys Test AS",
      customerType: "CORPORATE",
    },
    status: 201,
    response: {
      customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxCustomer: {
    status: 200,
    response: {
      customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
      },
    },
  },
  createSandboxAccount: {
    request: {
      customerNumber: "01019000326",
      currency: "NOK",
      name: "Driftskonto",
      balance: "1000.00",
    },
    status: 201,
    response: {
      accountId: "971d0e38-e566-4d01-a18f-5951d6f11493",
      iban: "NO8697108293075",
      bban: "97108293075",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "1000.00",
          },
        },
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "1000.00",
          },
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  upsertSandboxAgreement: {
    request: {
      customerNumber: "01019000326",
      agreementId: "912345678",
      accountIds: ["971d0e38-e566-4d01-a18f-5951d6f11493"],
    },
    status: 201,
    response: {
      customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [
        {
          id: "912345678",
          name: "Nordlys Test AS",
          engagements: ["971d0e38-e566-4d01-a18f-5951d6f11493"],
        },
      ],
      accounts: ["971d0e38-e566-4d01-a18f-5951d6f11493"],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxAccount: {
    status: 200,
    response: {
      accountId: "971d0e38-e566-4d01-a18f-5951d6f11493",
      iban: "NO8697108293075",
      bban: "97108293075",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "1000.00",
          },
        },
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "1000.00",
          },
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  setSandboxAccountBalance: {
    request: {
      balanceAmount: {
        currency: "NOK",
        amount: "25000.00",
      },
    },
    status: 200,
    response: {
      accountId: "971d0e38-e566-4d01-a18f-5951d6f11493",
      iban: "NO8697108293075",
      bban: "97108293075",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "25000.00",
          },
        },
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "25000.00",
          },
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  createSandboxAccountTransaction: {
    request: {
      transactionAmount: {
        currency: "NOK",
        amount: "250.50",
      },
      debtorAccount: {
        iban: "NO8697108293075",
      },
      creditorAccount: {
        iban: "NO9386011117947",
      },
      creditorName: "Strøm AS",
      remittanceInformationUnstructured: "Faktura 1042",
    },
    status: 201,
    response: {
      transactionId: "5abd7f5c-dbba-4790-a80a-551eb4dbb294",
      bookingDate: "2026-03-02",
      valueDate: "2026-03-02",
      transactionAmount: {
        currency: "NOK",
        amount: "-250.50",
      },
      creditorName: "Strøm AS",
      creditorAccount: {
        iban: "NO9386011117947",
      },
      debtorName: "Nordlys Test AS",
      debtorAccount: {
        iban: "NO8697108293075",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions/5abd7f5c-dbba-4790-a80a-551eb4dbb294",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
          verbs: ["GET"],
        },
      },
      balanceAfterTransaction: {
        balanceType: "interimBooked",
        balanceAmount: {
          currency: "NOK",
          amount: "24749.50",
        },
      },
    },
  },
  listSandboxAccountTransactions: {
    status: 200,
    response: {
      account: {
        iban: "NO8697108293075",
        bban: "97108293075",
        currency: "NOK",
      },
      transactions: {
        booked: [
          {
            transactionId: "5abd7f5c-dbba-4790-a80a-551eb4dbb294",
            bookingDate: "2026-03-02",
            valueDate: "2026-03-02",
            transactionAmount: {
              currency: "NOK",
              amount: "-250.50",
            },
            creditorName: "Strøm AS",
            creditorAccount: {
              iban: "NO9386011117947",
            },
            debtorName: "Nordlys Test AS",
            debtorAccount: {
              iban: "NO8697108293075",
              currency: "NOK",
            },
            remittanceInformationUnstructured: "Faktura 1042",
            _links: {
              self: {
                href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions/5abd7f5c-dbba-4790-a80a-551eb4dbb294",
                verbs: ["GET"],
              },
              account: {
                href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
                verbs: ["GET"],
              },
            },
          },
        ],
        pending: [],
        _links: {
          account: {
            href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
            verbs: ["GET"],
          },
        },
      },
    },
  },
  getSandboxAccountTransaction: {
    status: 200,
    response: {
      transactionId: "5abd7f5c-dbba-4790-a80a-551eb4dbb294",
      bookingDate: "2026-03-02",
      valueDate: "2026-03-02",
      transactionAmount: {
        currency: "NOK",
        amount: "-250.50",
      },
      creditorName: "Strøm AS",
      creditorAccount: {
        iban: "NO9386011117947",
      },
      debtorName: "Nordlys Test AS",
      debtorAccount: {
        iban: "NO8697108293075",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493/transactions/5abd7f5c-dbba-4790-a80a-551eb4dbb294",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/971d0e38-e566-4d01-a18f-5951d6f11493",
          verbs: ["GET"],
        },
      },
    },
  },
  createSandboxCardAccount: {
    request: {
      customerNumber: "01019000326",
      name: "Mastercard",
      currency: "NOK",
      creditLimit: "50000.00",
    },
    status: 201,
    response: {
      cardAccountId: "567bde93-232f-45c6-a2d3-04877642a90c",
      maskedPan: "509986******6918",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "0.00",
          },
          creditLimitIncluded: false,
        },
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "50000.00",
          },
          creditLimitIncluded: true,
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  getSandboxCardAccount: {
    status: 200,
    response: {
      cardAccountId: "567bde93-232f-45c6-a2d3-04877642a90c",
      maskedPan: "509986******6918",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "0.00",
          },
          creditLimitIncluded: false,
        },
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "50000.00",
          },
          creditLimitIncluded: true,
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  setSandboxCardAccountBalance: {
    request: {
      balanceAmount: {
        currency: "NOK",
        amount: "-1500.00",
      },
    },
    status: 200,
    response: {
      cardAccountId: "567bde93-232f-45c6-a2d3-04877642a90c",
      maskedPan: "509986******6918",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "54eda6bf-bbcb-49a0-8564-138900704500",
        customerNumber: "01019000326",
        customerName: "Nordlys Test AS",
      },
      balances: [
        {
          balanceType: "interimBooked",
          balanceAmount: {
            currency: "NOK",
            amount: "-1500.00",
          },
          creditLimitIncluded: false,
        },
        {
          balanceType: "interimAvailable",
          balanceAmount: {
            currency: "NOK",
            amount: "48500.00",
          },
          creditLimitIncluded: true,
        },
      ],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/54eda6bf-bbcb-49a0-8564-138900704500",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/567bde93-232f-45c6-a2d3-04877642a90c/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  createSandboxCardTransactions: {
    request: [
      {
        cardTransactionId: "ct-0001",
        terminalId: "T-4711",
        bookingDate: "2026-03-01",
        transactionDate: "2026-03-01",
        transactionAmount: {
          currency: "NOK",
          amount: -12550,
        },
        originalAmount: {
          currency: "SEK",
          amount: -12000,
        },
        merchantCategoryCode: "5411",
        currencyExchange: {
          sourceCurrency: "SEK",
          targetCurrency: "NOK",
          exchangeRate: "1.0458",
          unitCurrency: "SEK",
          quotationDate: "2026-03-01",
        },
        markupFee: {
          currency: "NOK",
          amount: 0,
        },
        markupFeePercentage: "0",
        cardAcceptorId: "MERCHANT-77",
        cardAcceptorAddress: {
          street: "Drottninggatan",
          buildingNumber: "12",
          postalCode: "111 51",
          city: "Stockholm",
          country: "SE",
        },
        maskedPan: "541234******1234",
        transactionDetails: "ICA Supermarket Drottninggatan",
        invoiced: "false",
        proprietaryBankTransactionCode: "PURCHASE",
      },
    ],
    status: 201,
    response: {
      cardAccount: {
        maskedPan: "509986******6918",
      },
      cardTransactions: {
        booked: [
          {
            cardTransactionId: "ct-0001",
            bookingDate: "2026-03-01",
            transactionDate: "2026-03-01",
            transactionAmount: {
              currency: "SEK",
              amount: -12000,
            },
            originalAmount: {
              currency: "NOK",
              amount: -12550,
            },
            merchantCategoryCode: "5411",
          },
        ],
        pending: [],
      },
    },
  },
  listSandboxCardTransactions: {
    status: 200,
    response: {
      cardAccount: {
        maskedPan: "509986******6918",
      },
      cardTransactions: {
        booked: [
          {
            cardTransactionId: "ct-0001",
            bookingDate: "2026-03-01",
            transactionDate: "2026-03-01",
            transactionAmount: {
              currency: "SEK",
              amount: -12000,
            },
            originalAmount: {
              currency: "NOK",
              amount: -12550,
            },
            merchantCategoryCode: "5411",
          },
        ],
        pending: [],
      },
    },
  },
  setTppContact: {
    request: {
      email: "dev@tpp.example",
    },
    status: 201,
    response: {
      tppId: "PSDNO-FSA-999999991",
      email: "dev@tpp.example",
      updatedAt: "2026-03-02T10:00:00.513Z",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/tpp/contact",
          verbs: ["GET", "POST"],
        },
      },
    },
  },
  getTppContact: {
    status: 200,
    response: {
      tppId: "PSDNO-FSA-999999991",
      email: "dev@tpp.example",
      updatedAt: "2026-03-02T10:00:00.513Z",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/tpp/contact",
          verbs: ["GET", "POST"],
        },
      },
    },
  },
  getInstantPaymentFee: {
    request: {
      instructedAmount: {
        currency: "NOK",
        amount: "350.00",
      },
      debtorAccount: {
        bban: "97102856485",
        currency: "NOK",
      },
      creditorAccount: {
        bban: "97103246850",
        currency: "NOK",
      },
      creditorName: "Ola Nordmann",
    },
    status: 200,
    response: {
      transactionFeeIndicator: true,
      transactionFees: {
        currency: "NOK",
        amount: "2.00",
      },
    },
  },
  createSepaPayment: {
    request: {
      instructedAmount: {
        currency: "EUR",
        amount: "125.50",
      },
      creditorName: "Bäckerei Müller GmbH",
      creditorAccount: {
        iban: "DE89370400440532013000",
        currency: "EUR",
      },
      debtorAccount: {
        iban: "NO5097102856485",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Invoice 2026-17",
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
      transactionFeeIndicator: true,
      transactionFees: {
        currency: "NOK",
        amount: "25.00",
      },
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/sZht1z5k3tnRYPDm1G76Fw",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/authorisations/sZht1z5k3tnRYPDm1G76Fw",
          verbs: ["GET"],
        },
      },
    },
  },
  getPayment: {
    status: 200,
    response: {
      instructedAmount: {
        currency: "EUR",
        amount: "125.50",
      },
      creditorName: "Bäckerei Müller GmbH",
      creditorAccount: {
        iban: "DE89370400440532013000",
        currency: "EUR",
      },
      debtorAccount: {
        iban: "NO5097102856485",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Invoice 2026-17",
      transactionStatus: "RCVD",
    },
  },
  getPaymentStatus: {
    status: 200,
    response: {
      transactionStatus: "RCVD",
      _links: {
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startPaymentAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "agh4c8wMKRYBr9nYF-btqg",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/agh4c8wMKRYBr9nYF-btqg",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/authorisations/agh4c8wMKRYBr9nYF-btqg",
          verbs: ["GET"],
        },
      },
    },
  },
  listPaymentAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["sZht1z5k3tnRYPDm1G76Fw", "agh4c8wMKRYBr9nYF-btqg"],
    },
  },
  getPaymentAuthorisationStatus: {
    status: 200,
    response: {
      scaStatus: "received",
    },
  },
  scaPage: {
    status: 200,
  },
  scaPageSubmit: {
    status: 200,
  },
  cancelPayment: {
    status: 202,
    response: {
      transactionStatus: "ACTC",
      _links: {
        startAuthorisation: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/cancellation-authorisations",
          verbs: ["POST"],
        },
        scaRedirect: {
          href: "http://sandbox.test/sca/iBbhQSwDLl0Jgj8olnYULw",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startCancellationAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "8lmEkiNyL-91wGRBetW0kA",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/8lmEkiNyL-91wGRBetW0kA",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/qxYNPLMi8IKDDOMZ7sEOww/cancellation-authorisations/8lmEkiNyL-91wGRBetW0kA",
          verbs: ["GET"],
        },
      },
    },
  },
  listCancellationAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["iBbhQSwDLl0Jgj8olnYULw", "8lmEkiNyL-91wGRBetW0kA"],
    },
  },
  getCancellationAuthorisationStatus: {
    status: 200,
    response: {
      scaStatus: "received",
    },
  },
  createDomesticPayment: {
    request: {
      instructedAmount: {
        currency: "NOK",
        amount: "1500.00",
      },
      debtorAccount: {
        bban: "97102856485",
        currency: "NOK",
      },
      creditorName: "Utleier AS",
      creditorAccount: {
        bban: "97103246850",
        currency: "NOK",
      },
      creditorAddress: {
        street: "Storgata 1",
        postalCode: "0155",
        townName: "Oslo",
        country: "NO",
      },
      remittanceInformationUnstructured: "Husleie mars",
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      paymentId: "1JiaKQyAD3SdXA-yUtoFvA",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/S6xxo3lkuKRV6O9lUz9bnw",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/1JiaKQyAD3SdXA-yUtoFvA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/1JiaKQyAD3SdXA-yUtoFvA/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/1JiaKQyAD3SdXA-yUtoFvA/authorisations/S6xxo3lkuKRV6O9lUz9bnw",
          verbs: ["GET"],
        },
      },
    },
  },
  createPeriodicPayment: {
    request: {
      instructedAmount: {
        currency: "NOK",
        amount: "1500.00",
      },
      creditorName: "Utleier AS",
      creditorAccount: {
        bban: "97103246850",
        currency: "NOK",
      },
      debtorAccount: {
        bban: "97102856485",
        currency: "NOK",
      },
      startDate: "2026-03-15",
      frequency: "Monthly",
      dayOfExecution: "15",
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      paymentId: "3xDvp8gxvRIhSWfgPFqJoQ",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/1y-DytXwG2R9Yf9j7xfhrA",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/3xDvp8gxvRIhSWfgPFqJoQ",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/3xDvp8gxvRIhSWfgPFqJoQ/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/3xDvp8gxvRIhSWfgPFqJoQ/authorisations/1y-DytXwG2R9Yf9j7xfhrA",
          verbs: ["GET"],
        },
      },
    },
  },
  createBulkPayment: {
    request: {
      paymentInformationId: "salary-2026-03",
      debtorAccount: {
        bban: "97101133161",
        currency: "NOK",
      },
      requestedExecutionDate: "2026-03-05",
      payments: [
        {
          instructedAmount: {
            currency: "NOK",
            amount: "42000.00",
          },
          creditorName: "Ola Nordmann",
          creditorAccount: {
            bban: "97102856485",
            currency: "NOK",
          },
          creditorAddress: {
            street: "Storgata 1",
            postalCode: "0155",
            townName: "Oslo",
            country: "NO",
          },
          remittanceInformationUnstructured: "Lønn mars",
        },
        {
          instructedAmount: {
            currency: "NOK",
            amount: "42000.00",
          },
          creditorName: "Ola Nordmann",
          creditorAccount: {
            bban: "97103246850",
            currency: "NOK",
          },
          creditorAddress: {
            street: "Storgata 1",
            postalCode: "0155",
            townName: "Oslo",
            country: "NO",
          },
          remittanceInformationUnstructured: "Lønn mars",
        },
      ],
    },
    status: 401,
    response: {
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/QkARVrAh70VyqhipTdQxIA",
          verbs: ["GET"],
        },
      },
    },
  },
  adminRunBatch: {
    status: 200,
    response: {
      runId: "batch-2026-03-02T10:00:00.566Z",
      ranAt: "2026-03-02T10:00:00.566Z",
      moved: [
        {
          paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          from: "ACTC",
          to: "ACSC",
        },
        {
          paymentId: "uRKsHXfzVxAU6F69C9jCFQ",
          from: "ACTC",
          to: "ACSC",
        },
      ],
      executions: [],
    },
  },
  adminMoveClock: {
    request: {
      advance: "P1D",
    },
    status: 200,
    response: {
      from: "2026-03-02T10:00:00.569Z",
      now: "2026-03-03T10:00:00.569Z",
      batchRuns: 5,
      moved: [],
      executions: [],
      offsetMs: -22954835787,
      timeZone: "Europe/Oslo",
    },
  },
  createSigningBasket: {
    request: {
      paymentIds: ["c9TOQMB_L3GpukMx9Ncozw", "zJB_IbhEOezZuQ7Eli1WpQ"],
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      basketId: "nIB6USd088PHjniY0hDYDw",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/0kYEKtNh6I8def0oHJ8nIg",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw/authorisations/0kYEKtNh6I8def0oHJ8nIg",
          verbs: ["GET"],
        },
      },
    },
  },
  getSigningBasket: {
    status: 200,
    response: {
      payments: ["c9TOQMB_L3GpukMx9Ncozw", "zJB_IbhEOezZuQ7Eli1WpQ"],
      transactionStatus: "RCVD",
      _links: {
        self: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw/status",
          verbs: ["GET"],
        },
      },
    },
  },
  getSigningBasketStatus: {
    status: 200,
    response: {
      transactionStatus: "RCVD",
    },
  },
  startSigningBasketAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "0c9E3XC5KWgFjLnesh8UdQ",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/0c9E3XC5KWgFjLnesh8UdQ",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/nIB6USd088PHjniY0hDYDw/authorisations/0c9E3XC5KWgFjLnesh8UdQ",
          verbs: ["GET"],
        },
      },
    },
  },
  listSigningBasketAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["0kYEKtNh6I8def0oHJ8nIg", "0c9E3XC5KWgFjLnesh8UdQ"],
    },
  },
  getSigningBasketScaStatus: {
    status: 200,
    response: {
      scaStatus: "received",
    },
  },
  deleteSigningBasket: {
    status: 204,
  },
  createPaymentOtherProduct: {
    request: {
      instructedAmount: {
        currency: "EUR",
        amount: "125.50",
      },
      creditorName: "Bäckerei Müller GmbH",
      creditorAccount: {
        iban: "DE89370400440532013000",
        currency: "EUR",
      },
      debtorAccount: {
        iban: "NO5097102856485",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Invoice 2026-17",
    },
    status: 404,
    response: {
      id: "e016bdf0-d28d-4ce8-9dd6-1ea6bdafeae8",
      system: "psd2-sandbox",
      status: 404,
      code: "PRODUCT_UNKNOWN",
      message:
        "unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks",
      tppMessages: [
        {
          category: "ERROR",
          code: "PRODUCT_UNKNOWN",
          path: "payment-product",
          text: "unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks",
        },
      ],
    },
  },
  getPaymentFeeOtherProduct: {
    request: {
      instructedAmount: {
        currency: "NOK",
        amount: "350.00",
      },
      debtorAccount: {
        bban: "97102856485",
        currency: "NOK",
      },
      creditorAccount: {
        bban: "97103246850",
        currency: "NOK",
      },
      creditorName: "Ola Nordmann",
    },
    status: 403,
    response: {
      id: "f8f29344-e65c-4cdb-8743-ca059b43ddc7",
      system: "psd2-sandbox",
      status: 403,
      code: "PRODUCT_INVALID",
      message:
        "fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information",
      tppMessages: [
        {
          category: "ERROR",
          code: "PRODUCT_INVALID",
          path: "payment-product",
          text: "fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information",
        },
      ],
    },
  },
  adminSetAccountStatus: {
    request: {
      status: "enabled",
    },
    status: 200,
    response: {
      accountId: "74898886-4291-41ee-a866-77dcf5f6549a",
      bban: "97108337382",
      iban: "NO9897108337382",
      status: "enabled",
    },
  },
  adminListRequests: {
    status: 200,
    response: {
      size: 1000,
      total: 58,
      requests: [
        {
          seq: 58,
          time: "2026-03-03T10:00:00.693Z",
          method: "PUT",
          path: "/__admin/accounts/97108337382/status",
          query: "",
          status: 200,
          codes: [],
          durationMs: 0.6,
          xRequestId: "3384b2a3-1dad-4c37-bfde-ee2ed0620bd3",
          resources: [],
          request: {
            headers: {
              "content-type": "application/json",
            },
            body: '{"status":"enabled"}',
          },
          response: {
            contentType: "application/json",
            body: '{"accountId":"74898886-4291-41ee-a866-77dcf5f6549a","bban":"97108337382","iban":"NO9897108337382","status":"enabled"}',
          },
        },
        {
          seq: 57,
          time: "2026-03-03T10:00:00.692Z",
          method: "GET",
          path: "/v1/sandbox/customers",
          query: "",
          status: 400,
          codes: ["HTTP_HEADER_REQUIRED"],
          durationMs: 0.1,
          xRequestId: "35e118bb-ff52-49fa-a725-7fc132f36b93",
          resources: [],
          request: {
            headers: {},
          },
          response: {
            contentType: "application/json",
            body: '{"id":"35e118bb-ff52-49fa-a725-7fc132f36b93","system":"psd2-sandbox","status":400,"code":"HTTP_HEADER_REQUIRED","message":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it","tppMessages":[{"category":"ERROR","code":"HTTP_HEADER_REQUIRED","path":"X-Request-ID","text":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it"}]}',
          },
        },
        {
          seq: 56,
          time: "2026-03-03T10:00:00.691Z",
          method: "POST",
          path: "/v1/payments/norwegian-domestic-credit-transfers/fee-information",
          query: "",
          status: 403,
          codes: ["PRODUCT_INVALID"],
          durationMs: 0.7,
          xRequestId: "f8f29344-e65c-4cdb-8743-ca059b43ddc7",
          resources: [],
          request: {
            headers: {
              "content-type": "application/json",
              digest: "SHA-256=UEhtPgLpaaLjzB3JTEoCL9CcqjwctACOraveji69B+0=",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="digest x-request-id",signature="KhPSsGRyTK7Q5QCtIpewfPPWrolp+V+3dnVeSBgB9ppG1ZwETZcl0W8mR8dH6cyZnSVodPHf4p5+g/bP4kYE/K4BgW52bGsmIc739arSld1ft41eU/TJqfYeTXzvVeDlQ+S+wzrbU3dPpfm0EUBqj6RkJy3KjwRiuZp5P+3fMWtx4TgeP75yKVoSvmLmNwKpOYndNP4BoyuwcLhxScJP0676umf6s/O8akHvf3mNTgohtaujZvJhdrM5TEe7C/sP1EpedO7azw2lTWQCg1GJ5CNnWx6TNcVOgmiu61gmW033yz+Q1OkxpyfjVgjuzH5arPZPyuaOKZ33yqGhCuDlrg=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "f8f29344-e65c-4cdb-8743-ca059b43ddc7",
            },
            body: '{"instructedAmount":{"currency":"NOK","amount":"350.00"},"debtorAccount":{"bban":"97102856485","currency":"NOK"},"creditorAccount":{"bban":"97103246850","currency":"NOK"},"creditorName":"Ola Nordmann"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"f8f29344-e65c-4cdb-8743-ca059b43ddc7","system":"psd2-sandbox","status":403,"code":"PRODUCT_INVALID","message":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information","tppMessages":[{"category":"ERROR","code":"PRODUCT_INVALID","path":"payment-product","text":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information"}]}',
          },
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 55,
          time: "2026-03-03T10:00:00.687Z",
          method: "POST",
          path: "/v1/payments/cross-border-credit-transfers",
          query: "",
          status: 404,
          codes: ["PRODUCT_UNKNOWN"],
          durationMs: 1,
          xRequestId: "e016bdf0-d28d-4ce8-9dd6-1ea6bdafeae8",
          resources: [],
          request: {
            headers: {
              "content-type": "application/json",
              digest: "SHA-256=jhuEZTVn8pi5Gqxm8nie+pPGmsDrza2M6BHJhcw1MYc=",
              "psu-id": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
              "psu-ip-address": "192.0.2.10",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="digest x-request-id psu-id tpp-redirect-uri",signature="DWCbOM2BN8ZavxX4RRuSBAEZJhFE54H9MEsr0dbQQaBzE8lvtwRJFZ74KFXvLqAdyakKGL84QNQVWhxzqaHh/9LxR0BzOi4ZyxJPr1RaAK0VSIBkzWRxdYcJaAyNf3AVlDgEIC5kNa0G17PFtVRI4Z53CgYUO7bn9Fspcb1syRhPZYczxzBtagZnSePiP6Y66suAEliGKZpWO/yKyjxk06v2UxR4/MBQZo8eTsQQTw8HmpdjyiSse32xfO6QmlnQai8HRuR61FmMSOgLk39O2ng/IQZkUkOlEEuvYnfXlRRh+qjLzjf7UMevhhzqWivmSpAKNur4gBZ22CdN1L8ZEg=="',
              "tpp-redirect-uri": "https://tpp.example/callback",
              "tpp-session-id": "session-1",
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-accept-fix": "",
              "x-request-id": "e016bdf0-d28d-4ce8-9dd6-1ea6bdafeae8",
            },
            body: '{"instructedAmount":{"currency":"EUR","amount":"125.50"},"creditorName":"Bäckerei Müller GmbH","creditorAccount":{"iban":"DE89370400440532013000","currency":"EUR"},"debtorAccount":{"iban":"NO5097102856485","currency":"NOK"},"remittanceInformationUnstructured":"Invoice 2026-17"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"e016bdf0-d28d-4ce8-9dd6-1ea6bdafeae8","system":"psd2-sandbox","status":404,"code":"PRODUCT_UNKNOWN","message":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks","tppMessages":[{"category":"ERROR","code":"PRODUCT_UNKNOWN","path":"payment-product","text":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks"}]}',
          },
          psuId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 54,
          time: "2026-03-03T10:00:00.661Z",
          method: "GET",
          path: "/v1/payments/sepa-credit-transfers/no-such-payment/status",
          query: "",
          status: 404,
          codes: ["RESOURCE_UNKNOWN"],
          durationMs: 20.2,
          xRequestId: "9d96c1b6-f628-4e75-a289-7a91ec023b09",
          resources: ["no-such-payment"],
          request: {
            headers: {
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="x-request-id",signature="UG9I65ewhFuSQX5Y6dpnY5cgE3kvtsVVsxQZBu73C0Kjm/SR72APONPS7lvEKw7nKVYoHNDWCY2sXi/y9M8UxNZFvKiDrUrY3XWlqSw54sIQ/quYjFXaqrCAL2wwaBgrXhmknHg/rZCKtuLKBvg4J4ldRUZpZKUNdtYMtW/Cf0cxZ1FNQML1YCG+FDgU3qokoGp+UIE3CU2u8EnWkzKC/TReR1pW+kf4kJ0jERRKPa+F7FGvdBGk1zNOEyz7TarjBeI5OvRGkzNKs/g94YbO8bWts8JoNzyqS++wQ8NKsMVUzhKtJFNloowLhVv3j7uKlapwhgAFmfYJ9JPr1rGstQ=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "9d96c1b6-f628-4e75-a289-7a91ec023b09",
            },
          },
          response: {
            contentType: "application/json",
            body: '{"id":"9d96c1b6-f628-4e75-a289-7a91ec023b09","system":"psd2-sandbox","status":404,"code":"RESOURCE_UNKNOWN","message":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; use the paymentId and links your creation answer gave","tppMessages":[{"category":"ERROR","code":"RESOURCE_UNKNOWN","path":"paymentId","text":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; use the paymentId and links your creation answer gave"}]}',
          },
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
      ],
    },
  },
  adminGetRequest: {
    status: 200,
    response: {
      seq: 58,
      time: "2026-03-03T10:00:00.693Z",
      method: "PUT",
      path: "/__admin/accounts/97108337382/status",
      query: "",
      status: 200,
      codes: [],
      durationMs: 0.6,
      xRequestId: "3384b2a3-1dad-4c37-bfde-ee2ed0620bd3",
      resources: [],
      request: {
        headers: {
          "content-type": "application/json",
        },
        body: '{"status":"enabled"}',
      },
      response: {
        contentType: "application/json",
        body: '{"accountId":"74898886-4291-41ee-a866-77dcf5f6549a","bban":"97108337382","iban":"NO9897108337382","status":"enabled"}',
      },
    },
  },
  adminGetPayment: {
    status: 200,
    response: {
      payment: {
        paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
        service: "payments",
        product: "sepa-credit-transfers",
        tppId: "PSDNO-FSA-999999991",
        psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
        agreementId: "745118936",
        debtorAccountId: "801e2e2c-2b52-4b78-b5cf-18b137821e6f",
        request: {
          instructedAmount: {
            currency: "EUR",
            amount: "125.50",
          },
          creditorName: "Bäckerei Müller GmbH",
          creditorAccount: {
            iban: "DE89370400440532013000",
            currency: "EUR",
          },
          debtorAccount: {
            iban: "NO5097102856485",
            currency: "NOK",
          },
          remittanceInformationUnstructured: "Invoice 2026-17",
        },
        transactionStatus: "ACSC",
        authorisationIds: ["sZht1z5k3tnRYPDm1G76Fw", "agh4c8wMKRYBr9nYF-btqg"],
        cancellationAuthorisationIds: ["iBbhQSwDLl0Jgj8olnYULw", "8lmEkiNyL-91wGRBetW0kA"],
        acceptFixes: [],
        fee: {
          transactionFeeIndicator: true,
          transactionFees: {
            currency: "NOK",
            amount: "25.00",
          },
        },
        executionDate: "2026-03-02",
        duplicateKey: "arUSeBlCaHrvbD9sWgfC5iC5uL5HWL9tTQBwxECio-Y",
        createdAt: "2026-03-02T10:00:00.529Z",
        statusChangedAt: "2026-03-02T10:00:00.566Z",
        settledAt: "2026-03-02T10:00:00.566Z",
        bookingDate: "2026-03-02",
        fundsAvailable: true,
      },
      statusHistory: [
        {
          at: "2026-03-02T10:00:00.529Z",
          from: "NEW",
          to: "RCVD",
          event: "created",
          cause: "creation",
          by: "PSDNO-FSA-999999991",
        },
        {
          at: "2026-03-02T10:00:00.544Z",
          from: "RCVD",
          to: "ACTC",
          event: "sca-finalised",
          cause: "sca-decision",
          by: "13039319955 Nora Bjørnstad",
          authorisationId: "agh4c8wMKRYBr9nYF-btqg",
          via: "sca-page",
        },
        {
          at: "2026-03-02T10:00:00.566Z",
          from: "ACTC",
          to: "ACSP",
          event: "batch",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:00.566Z",
        },
        {
          at: "2026-03-02T10:00:00.566Z",
          from: "ACSP",
          to: "ACSC",
          event: "settled",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:00.566Z",
        },
      ],
      authorisations: [
        {
          authorisationId: "sZht1z5k3tnRYPDm1G76Fw",
          kind: "payment",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          resource: {
            service: "payments",
            product: "sepa-credit-transfers",
            paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.529Z",
          expiresAt: "2026-03-02T10:15:00.529Z",
        },
        {
          authorisationId: "agh4c8wMKRYBr9nYF-btqg",
          kind: "payment",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          resource: {
            service: "payments",
            product: "sepa-credit-transfers",
            paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "finalised",
          createdAt: "2026-03-02T10:00:00.537Z",
          expiresAt: "2026-03-02T10:15:00.537Z",
          completedAt: "2026-03-02T10:00:00.544Z",
          completedBy: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          completedVia: "sca-page",
        },
        {
          authorisationId: "iBbhQSwDLl0Jgj8olnYULw",
          kind: "cancellation",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          resource: {
            service: "payments",
            product: "sepa-credit-transfers",
            paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          },
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.546Z",
          expiresAt: "2026-03-02T10:15:00.546Z",
        },
        {
          authorisationId: "8lmEkiNyL-91wGRBetW0kA",
          kind: "cancellation",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          resource: {
            service: "payments",
            product: "sepa-credit-transfers",
            paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.548Z",
          expiresAt: "2026-03-02T10:15:00.548Z",
        },
      ],
      transactions: [
        {
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          createdAt: "2026-03-02T10:00:00.566Z",
          transactionId: "1566900c-d85a-4593-a2d8-a7349c3c5452",
          accountId: "801e2e2c-2b52-4b78-b5cf-18b137821e6f",
          amountMinor: "-144325",
          currency: "NOK",
          counterpartyName: "Bäckerei Müller GmbH",
          counterpartyAccount: "DE89370400440532013000",
          remittanceInformationUnstructured: "Invoice 2026-17",
        },
        {
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          paymentId: "qxYNPLMi8IKDDOMZ7sEOww",
          createdAt: "2026-03-02T10:00:00.566Z",
          transactionId: "7643d41e-27d4-4f21-aaa7-b5717d2e6b66",
          accountId: "801e2e2c-2b52-4b78-b5cf-18b137821e6f",
          amountMinor: "-2500",
          currency: "NOK",
          remittanceInformationUnstructured: "Payment fee",
        },
      ],
    },
  },
  adminGetBasket: {
    status: 200,
    response: {
      basket: {
        basketId: "dRQL04PHsdrfCubdVaaicg",
        tppId: "PSDNO-FSA-999999991",
        psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
        agreementId: "745118936",
        paymentIds: ["Xiihec8EcIYnwnDb8BhMqg"],
        authorisationIds: ["-Dj8aCPWPNz6Q1hBT4uNuw"],
        createdAt: "2026-03-03T10:00:00.776Z",
      },
      payments: [
        {
          paymentId: "Xiihec8EcIYnwnDb8BhMqg",
          transactionStatus: "RCVD",
        },
      ],
      statusHistory: [
        {
          at: "2026-03-03T10:00:00.776Z",
          from: "NEW",
          to: "RCVD",
          paymentId: "Xiihec8EcIYnwnDb8BhMqg",
          change: {
            at: "2026-03-03T10:00:00.757Z",
            from: "NEW",
            to: "RCVD",
            event: "created",
            cause: "creation",
            by: "PSDNO-FSA-999999991",
          },
        },
      ],
      authorisations: [
        {
          authorisationId: "-Dj8aCPWPNz6Q1hBT4uNuw",
          kind: "basket",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "received",
          createdAt: "2026-03-03T10:00:00.776Z",
          expiresAt: "2026-03-03T10:15:00.776Z",
          basketId: "dRQL04PHsdrfCubdVaaicg",
        },
      ],
    },
  },
  dashboard: {
    status: 200,
  },
  dashboardLoginPage: {
    status: 303,
  },
  dashboardLogin: {
    status: 303,
  },
  dashboardPayments: {
    status: 200,
  },
  dashboardPayment: {
    status: 200,
  },
  dashboardAuthorisations: {
    status: 200,
  },
  dashboardDecide: {
    status: 200,
  },
  dashboardRunBatch: {
    status: 200,
  },
  dashboardMoveClock: {
    status: 200,
  },
  dashboardCustomers: {
    status: 200,
  },
  dashboardCustomer: {
    status: 200,
  },
  dashboardRequests: {
    status: 200,
  },
  dashboardRequest: {
    status: 200,
  },
  dashboardClearRequests: {
    status: 303,
  },
  adminClearRequests: {
    status: 204,
  },
  adminSetFaults: {
    request: {
      rules: [
        {
          method: "GET",
          path: "/v1/sandbox/tpp/contact",
          status: 503,
          times: 1,
          retryAfter: 5,
        },
      ],
    },
    status: 200,
    response: {
      rules: [
        {
          method: "GET",
          path: "/v1/sandbox/tpp/contact",
          status: 503,
          times: 1,
          retryAfter: 5,
          id: "03c77b57-feb3-40f0-a46d-b8389fe85d32",
          hits: 0,
          remaining: 1,
        },
      ],
    },
  },
  adminListFaults: {
    status: 200,
    response: {
      rules: [
        {
          method: "GET",
          path: "/v1/sandbox/tpp/contact",
          status: 503,
          times: 1,
          retryAfter: 5,
          id: "03c77b57-feb3-40f0-a46d-b8389fe85d32",
          hits: 0,
          remaining: 1,
        },
      ],
    },
  },
  adminClearFaults: {
    status: 204,
  },
  adminListTpps: {
    status: 200,
    response: {
      tpps: [
        {
          organisationId: "PSDNO-FSA-999999991",
          roles: ["PSP_AS", "PSP_PI", "PSP_AI", "PSP_IC"],
          keyFingerprint: "a352fa14d5ea9e568be6a296c96100164ea5c168743c7d4ec6ceeea0c54aa411",
          firstSeen: "2026-03-02T10:00:00.430Z",
          lastSeen: "2026-03-03T10:00:00.573Z",
          name: "Sandbox Test TPP AS",
        },
      ],
    },
  },
  adminForgetTpp: {
    status: 204,
  },
  adminReset: {
    status: 204,
  },
};
