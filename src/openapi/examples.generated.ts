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
      now: "2026-03-02T10:00:00.329Z",
      customers: 6,
    },
  },
  adminGetClock: {
    status: 200,
    response: {
      now: "2026-03-02T10:00:00.330Z",
      offsetMs: -23039181545,
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
      customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxCustomer: {
    status: 200,
    response: {
      customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
      accountId: "1fee2303-6bb5-4ca4-b74c-af6b933db984",
      iban: "NO9297102599067",
      bban: "97102599067",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  upsertSandboxAgreement: {
    request: {
      customerNumber: "01019000326",
      agreementId: "912345678",
      accountIds: ["1fee2303-6bb5-4ca4-b74c-af6b933db984"],
    },
    status: 201,
    response: {
      customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [
        {
          id: "912345678",
          name: "Nordlys Test AS",
          engagements: ["1fee2303-6bb5-4ca4-b74c-af6b933db984"],
        },
      ],
      accounts: ["1fee2303-6bb5-4ca4-b74c-af6b933db984"],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxAccount: {
    status: 200,
    response: {
      accountId: "1fee2303-6bb5-4ca4-b74c-af6b933db984",
      iban: "NO9297102599067",
      bban: "97102599067",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/balance",
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
      accountId: "1fee2303-6bb5-4ca4-b74c-af6b933db984",
      iban: "NO9297102599067",
      bban: "97102599067",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/balance",
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
        iban: "NO9297102599067",
      },
      creditorAccount: {
        iban: "NO9386011117947",
      },
      creditorName: "Strøm AS",
      remittanceInformationUnstructured: "Faktura 1042",
    },
    status: 201,
    response: {
      transactionId: "d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
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
        iban: "NO9297102599067",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions/d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
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
        iban: "NO9297102599067",
        bban: "97102599067",
        currency: "NOK",
      },
      transactions: {
        booked: [
          {
            transactionId: "d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
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
              iban: "NO9297102599067",
              currency: "NOK",
            },
            remittanceInformationUnstructured: "Faktura 1042",
            _links: {
              self: {
                href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions/d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
                verbs: ["GET"],
              },
              account: {
                href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
                verbs: ["GET"],
              },
            },
          },
        ],
        pending: [],
        _links: {
          account: {
            href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
            verbs: ["GET"],
          },
        },
      },
    },
  },
  getSandboxAccountTransaction: {
    status: 200,
    response: {
      transactionId: "d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
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
        iban: "NO9297102599067",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984/transactions/d771f83c-2ed0-4dd6-84d1-ca0b6ddbdee8",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/1fee2303-6bb5-4ca4-b74c-af6b933db984",
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
      cardAccountId: "7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
      maskedPan: "524690******3757",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  getSandboxCardAccount: {
    status: 200,
    response: {
      cardAccountId: "7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
      maskedPan: "524690******3757",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/balance",
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
      cardAccountId: "7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
      maskedPan: "524690******3757",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "40f78ee4-54ce-414f-af8f-1ebd5958b259",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/40f78ee4-54ce-414f-af8f-1ebd5958b259",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/7b419000-32c0-40b3-8b5c-fd7f0075fbc8/balance",
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
        maskedPan: "524690******3757",
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
        maskedPan: "524690******3757",
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
      updatedAt: "2026-03-02T10:00:00.389Z",
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
      updatedAt: "2026-03-02T10:00:00.389Z",
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
      paymentId: "t3BWeZH1Ebm3W3z7Ipo93w",
      transactionFeeIndicator: true,
      transactionFees: {
        currency: "NOK",
        amount: "25.00",
      },
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/z7AmMdGjz0XBFnTQ58ASFg",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/authorisations/z7AmMdGjz0XBFnTQ58ASFg",
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startPaymentAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "A68dGabvwa-kELcF2ZsXJQ",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/A68dGabvwa-kELcF2ZsXJQ",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/authorisations/A68dGabvwa-kELcF2ZsXJQ",
          verbs: ["GET"],
        },
      },
    },
  },
  listPaymentAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["z7AmMdGjz0XBFnTQ58ASFg", "A68dGabvwa-kELcF2ZsXJQ"],
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/cancellation-authorisations",
          verbs: ["POST"],
        },
        scaRedirect: {
          href: "http://sandbox.test/sca/1EC7vXxQTnzfAs9uv_e8kA",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startCancellationAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "jLw4_BGhi5ATh2loqxnEAg",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/jLw4_BGhi5ATh2loqxnEAg",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/t3BWeZH1Ebm3W3z7Ipo93w/cancellation-authorisations/jLw4_BGhi5ATh2loqxnEAg",
          verbs: ["GET"],
        },
      },
    },
  },
  listCancellationAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["1EC7vXxQTnzfAs9uv_e8kA", "jLw4_BGhi5ATh2loqxnEAg"],
    },
  },
  getCancellationAuthorisationStatus: {
    status: 200,
    response: {
      scaStatus: "received",
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
      paymentId: "fkAXrdVkB4_j8Q46ZGw1LQ",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/q9lyxx33FlZXx3WIDVoU-g",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/fkAXrdVkB4_j8Q46ZGw1LQ",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/fkAXrdVkB4_j8Q46ZGw1LQ/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/fkAXrdVkB4_j8Q46ZGw1LQ/authorisations/q9lyxx33FlZXx3WIDVoU-g",
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
          href: "http://sandbox.test/sca/kYKmWxXCkgPm-nWJ8B2G1A",
          verbs: ["GET"],
        },
      },
    },
  },
  adminRunBatch: {
    status: 200,
    response: {
      ranAt: "2026-03-02T10:00:00.444Z",
      moved: [
        {
          paymentId: "t3BWeZH1Ebm3W3z7Ipo93w",
          from: "ACTC",
          to: "ACSC",
        },
        {
          paymentId: "n4jj2lduT5d-z_UldzLQQA",
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
      from: "2026-03-02T10:00:00.446Z",
      now: "2026-03-03T10:00:00.446Z",
      batchRuns: 5,
      moved: [],
      executions: [],
      offsetMs: -22952781545,
      timeZone: "Europe/Oslo",
    },
  },
  createSigningBasket: {
    request: {
      paymentIds: ["EfDXsscdruNcrotyvIga7g", "T4R7G0S4Htq2nI-7pLy5eA"],
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      basketId: "u8JMTiSzeoMNxyEdCCHu5w",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/e6uANmJ5LLsZytsDB3LozQ",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w/authorisations/e6uANmJ5LLsZytsDB3LozQ",
          verbs: ["GET"],
        },
      },
    },
  },
  getSigningBasket: {
    status: 200,
    response: {
      payments: ["EfDXsscdruNcrotyvIga7g", "T4R7G0S4Htq2nI-7pLy5eA"],
      transactionStatus: "RCVD",
      _links: {
        self: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w/status",
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
      authorisationId: "_GDxg00_0Semz1eL7nVk7g",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/_GDxg00_0Semz1eL7nVk7g",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/u8JMTiSzeoMNxyEdCCHu5w/authorisations/_GDxg00_0Semz1eL7nVk7g",
          verbs: ["GET"],
        },
      },
    },
  },
  listSigningBasketAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["e6uANmJ5LLsZytsDB3LozQ", "_GDxg00_0Semz1eL7nVk7g"],
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
      id: "bb347327-9b6f-4327-bfe1-944f6d7fe063",
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
      id: "b592a36c-75e3-4ee9-aa9c-8c975dbd44e7",
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
          id: "4d970a21-8d5c-416a-b3e9-3df1891b42ba",
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
          id: "4d970a21-8d5c-416a-b3e9-3df1891b42ba",
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
          firstSeen: "2026-03-02T10:00:00.334Z",
          lastSeen: "2026-03-03T10:00:00.450Z",
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
