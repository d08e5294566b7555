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
      now: "2026-03-02T10:00:00.377Z",
      customers: 6,
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
      now: "2026-03-02T10:00:00.388Z",
      offsetMs: -23040334864,
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
      customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxCustomer: {
    status: 200,
    response: {
      customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
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
      accountId: "c8242922-022c-4cf0-932a-1192976ff607",
      iban: "NO3297102050642",
      bban: "97102050642",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  upsertSandboxAgreement: {
    request: {
      customerNumber: "01019000326",
      agreementId: "912345678",
      accountIds: ["c8242922-022c-4cf0-932a-1192976ff607"],
    },
    status: 201,
    response: {
      customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [
        {
          id: "912345678",
          name: "Nordlys Test AS",
          engagements: ["c8242922-022c-4cf0-932a-1192976ff607"],
        },
      ],
      accounts: ["c8242922-022c-4cf0-932a-1192976ff607"],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxAccount: {
    status: 200,
    response: {
      accountId: "c8242922-022c-4cf0-932a-1192976ff607",
      iban: "NO3297102050642",
      bban: "97102050642",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/balance",
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
      accountId: "c8242922-022c-4cf0-932a-1192976ff607",
      iban: "NO3297102050642",
      bban: "97102050642",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/balance",
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
        iban: "NO3297102050642",
      },
      creditorAccount: {
        iban: "NO9386011117947",
      },
      creditorName: "Strøm AS",
      remittanceInformationUnstructured: "Faktura 1042",
    },
    status: 201,
    response: {
      transactionId: "7d31a863-434a-4e69-8c5a-f1175487580e",
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
        iban: "NO3297102050642",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions/7d31a863-434a-4e69-8c5a-f1175487580e",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
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
        iban: "NO3297102050642",
        bban: "97102050642",
        currency: "NOK",
      },
      transactions: {
        booked: [
          {
            transactionId: "7d31a863-434a-4e69-8c5a-f1175487580e",
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
              iban: "NO3297102050642",
              currency: "NOK",
            },
            remittanceInformationUnstructured: "Faktura 1042",
            _links: {
              self: {
                href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions/7d31a863-434a-4e69-8c5a-f1175487580e",
                verbs: ["GET"],
              },
              account: {
                href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
                verbs: ["GET"],
              },
            },
          },
        ],
        pending: [],
        _links: {
          account: {
            href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
            verbs: ["GET"],
          },
        },
      },
    },
  },
  getSandboxAccountTransaction: {
    status: 200,
    response: {
      transactionId: "7d31a863-434a-4e69-8c5a-f1175487580e",
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
        iban: "NO3297102050642",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607/transactions/7d31a863-434a-4e69-8c5a-f1175487580e",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/c8242922-022c-4cf0-932a-1192976ff607",
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
      cardAccountId: "967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
      maskedPan: "574345******6446",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  getSandboxCardAccount: {
    status: 200,
    response: {
      cardAccountId: "967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
      maskedPan: "574345******6446",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/balance",
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
      cardAccountId: "967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
      maskedPan: "574345******6446",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "94df49ed-fb7e-42ee-892c-5c3886086f11",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/94df49ed-fb7e-42ee-892c-5c3886086f11",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/967d3e7b-49ba-4c1e-b8cc-f17d5a58f5ef/balance",
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
        maskedPan: "574345******6446",
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
        maskedPan: "574345******6446",
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
      updatedAt: "2026-03-02T10:00:00.501Z",
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
      updatedAt: "2026-03-02T10:00:00.501Z",
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
      paymentId: "87Otx2cA7J8Upcp0JMjYDA",
      transactionFeeIndicator: true,
      transactionFees: {
        currency: "NOK",
        amount: "25.00",
      },
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/E7OiN9Z_V-n2zD8CastVEA",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/authorisations/E7OiN9Z_V-n2zD8CastVEA",
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startPaymentAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "6WhrlRDPsfvRYPTreOqIIQ",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/6WhrlRDPsfvRYPTreOqIIQ",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/authorisations/6WhrlRDPsfvRYPTreOqIIQ",
          verbs: ["GET"],
        },
      },
    },
  },
  listPaymentAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["E7OiN9Z_V-n2zD8CastVEA", "6WhrlRDPsfvRYPTreOqIIQ"],
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/cancellation-authorisations",
          verbs: ["POST"],
        },
        scaRedirect: {
          href: "http://sandbox.test/sca/sZJyPCaS6ILDXwuGckv86g",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startCancellationAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "NIK8me5tkVWz_nn56TT87Q",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/NIK8me5tkVWz_nn56TT87Q",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/87Otx2cA7J8Upcp0JMjYDA/cancellation-authorisations/NIK8me5tkVWz_nn56TT87Q",
          verbs: ["GET"],
        },
      },
    },
  },
  listCancellationAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["sZJyPCaS6ILDXwuGckv86g", "NIK8me5tkVWz_nn56TT87Q"],
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
      paymentId: "XQPz-ho5eTr26tivJIAQHA",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/_cZObPIUkpPyDVnwGHZdPA",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/XQPz-ho5eTr26tivJIAQHA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/XQPz-ho5eTr26tivJIAQHA/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/XQPz-ho5eTr26tivJIAQHA/authorisations/_cZObPIUkpPyDVnwGHZdPA",
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
          href: "http://sandbox.test/sca/EMY4XcdjtJdeAu2izXutMg",
          verbs: ["GET"],
        },
      },
    },
  },
  adminRunBatch: {
    status: 200,
    response: {
      runId: "batch-2026-03-02T10:00:00.557Z",
      ranAt: "2026-03-02T10:00:00.557Z",
      moved: [
        {
          paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          from: "ACTC",
          to: "ACSC",
        },
        {
          paymentId: "pLCVohd5nEHg2G49IC-zaA",
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
      from: "2026-03-02T10:00:00.559Z",
      now: "2026-03-03T10:00:00.559Z",
      batchRuns: 5,
      moved: [],
      executions: [],
      offsetMs: -22953934864,
      timeZone: "Europe/Oslo",
    },
  },
  createSigningBasket: {
    request: {
      paymentIds: ["vXMe1nQSQvgotgQUO7tBEw", "P2CMVgBwrlDD3OEQZaf1tQ"],
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      basketId: "0DjwlE7A35Itztn5Mc5jHw",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/T4bfNQKS-Czas2-REKWubw",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw/authorisations/T4bfNQKS-Czas2-REKWubw",
          verbs: ["GET"],
        },
      },
    },
  },
  getSigningBasket: {
    status: 200,
    response: {
      payments: ["vXMe1nQSQvgotgQUO7tBEw", "P2CMVgBwrlDD3OEQZaf1tQ"],
      transactionStatus: "RCVD",
      _links: {
        self: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw/status",
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
      authorisationId: "WMSq6BcNHKva_IjwtW6Nsw",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/WMSq6BcNHKva_IjwtW6Nsw",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/0DjwlE7A35Itztn5Mc5jHw/authorisations/WMSq6BcNHKva_IjwtW6Nsw",
          verbs: ["GET"],
        },
      },
    },
  },
  listSigningBasketAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["T4bfNQKS-Czas2-REKWubw", "WMSq6BcNHKva_IjwtW6Nsw"],
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
      id: "5da1dfd6-3d1a-41c8-8b09-7b40a59d6df8",
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
      id: "95ff736b-cfcb-47d9-916a-f6d032ca4681",
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
          time: "2026-03-03T10:00:00.596Z",
          method: "PUT",
          path: "/__admin/accounts/97108337382/status",
          query: "",
          status: 200,
          codes: [],
          durationMs: 0.5,
          xRequestId: "1d726223-23bd-4baa-8227-4935973f164e",
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
          time: "2026-03-03T10:00:00.595Z",
          method: "GET",
          path: "/v1/sandbox/customers",
          query: "",
          status: 400,
          codes: ["HTTP_HEADER_REQUIRED"],
          durationMs: 0.1,
          xRequestId: "a0180303-106b-47cd-a540-61727a1ccabb",
          resources: [],
          request: {
            headers: {},
          },
          response: {
            contentType: "application/json",
            body: '{"id":"a0180303-106b-47cd-a540-61727a1ccabb","system":"psd2-sandbox","status":400,"code":"HTTP_HEADER_REQUIRED","message":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it","tppMessages":[{"category":"ERROR","code":"HTTP_HEADER_REQUIRED","path":"X-Request-ID","text":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it"}]}',
          },
        },
        {
          seq: 56,
          time: "2026-03-03T10:00:00.594Z",
          method: "POST",
          path: "/v1/payments/norwegian-domestic-credit-transfers/fee-information",
          query: "",
          status: 403,
          codes: ["PRODUCT_INVALID"],
          durationMs: 0.5,
          xRequestId: "95ff736b-cfcb-47d9-916a-f6d032ca4681",
          resources: ["fee-information"],
          request: {
            headers: {
              "content-type": "application/json",
              digest: "SHA-256=UEhtPgLpaaLjzB3JTEoCL9CcqjwctACOraveji69B+0=",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="digest x-request-id",signature="DhYGd2LW77DM6YeOeG4N2B5SwYSid3zGfKDVthPxdR72CAQ8aJZx+Ws8BNUjWG6raFTeAkFXvi6YSBOQsnNFjjI6Gz8Po5yimRRer9V2NEz6b7zDOFYCISWuq586ZqkUckdoNQUfnOV/WQSJ6Y08YJUj2f93OSl5czJpyoEcscfjRRWiVHVltp3wOBMbu4RSeJJStXUnY/T6toV2O4ZMxVs9JGriAdO/9Z0ph6tn3F8Ur7whBRMbAqNEhCy70LonVgaB24ibaGJ47anuX3enhWPsNAqYU1IykGflcRzcWprXb3CfcOuEVSPSCIpxnZfEtyKHeDYjzNo3mBOS0b4YdA=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "95ff736b-cfcb-47d9-916a-f6d032ca4681",
            },
            body: '{"instructedAmount":{"currency":"NOK","amount":"350.00"},"debtorAccount":{"bban":"97102856485","currency":"NOK"},"creditorAccount":{"bban":"97103246850","currency":"NOK"},"creditorName":"Ola Nordmann"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"95ff736b-cfcb-47d9-916a-f6d032ca4681","system":"psd2-sandbox","status":403,"code":"PRODUCT_INVALID","message":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information","tppMessages":[{"category":"ERROR","code":"PRODUCT_INVALID","path":"payment-product","text":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information"}]}',
          },
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 55,
          time: "2026-03-03T10:00:00.592Z",
          method: "POST",
          path: "/v1/payments/cross-border-credit-transfers",
          query: "",
          status: 404,
          codes: ["PRODUCT_UNKNOWN"],
          durationMs: 0.5,
          xRequestId: "5da1dfd6-3d1a-41c8-8b09-7b40a59d6df8",
          resources: ["cross-border-credit-transfers"],
          request: {
            headers: {
              "content-type": "application/json",
              digest: "SHA-256=jhuEZTVn8pi5Gqxm8nie+pPGmsDrza2M6BHJhcw1MYc=",
              "psu-id": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
              "psu-ip-address": "192.0.2.10",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="digest x-request-id psu-id tpp-redirect-uri",signature="LpaZouOF7laXhv8E5/BjxBCv7vkSx/pxT91S7AF3wmg2/ypW1dEynxtXZTv545igV8SFjgs4Ih+xtuBolpWf8HUX/2dlImagrphlUOZ+d3yC68fzrxd1yR2JcdoL6uoS2LPRv0ruPPBdHl88uR2IzF0rCXhl+S/KqbnCCTOB1BpL+rUFvng0oIbz9NhnwPGzgwnk1nFjpZqMot8xVIyWzd2koK4KP3KCyOhhjFqtyClKAmIcpX7cdsQ+aZcB0Q23iXeh3CoLf+6/womRJBHYGmIXPMjbq+jC1RLjhtF6KP+6en1N/B7YZ1VpR8FBMo4A02ydyg856+wJ1AgSTujaiA=="',
              "tpp-redirect-uri": "https://tpp.example/callback",
              "tpp-session-id": "session-1",
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-accept-fix": "",
              "x-request-id": "5da1dfd6-3d1a-41c8-8b09-7b40a59d6df8",
            },
            body: '{"instructedAmount":{"currency":"EUR","amount":"125.50"},"creditorName":"Bäckerei Müller GmbH","creditorAccount":{"iban":"DE89370400440532013000","currency":"EUR"},"debtorAccount":{"iban":"NO5097102856485","currency":"NOK"},"remittanceInformationUnstructured":"Invoice 2026-17"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"5da1dfd6-3d1a-41c8-8b09-7b40a59d6df8","system":"psd2-sandbox","status":404,"code":"PRODUCT_UNKNOWN","message":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks","tppMessages":[{"category":"ERROR","code":"PRODUCT_UNKNOWN","path":"payment-product","text":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks"}]}',
          },
          psuId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 54,
          time: "2026-03-03T10:00:00.590Z",
          method: "GET",
          path: "/v1/payments/sepa-credit-transfers/no-such-payment/status",
          query: "",
          status: 404,
          codes: ["RESOURCE_UNKNOWN"],
          durationMs: 0.7,
          xRequestId: "c47c6fed-1ddc-4f02-b069-81d142eedbc6",
          resources: ["no-such-payment"],
          request: {
            headers: {
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="x-request-id",signature="O+A7iJWYm1sb7n0YmOUL1sOEQHs60bpBeCemGAyJXLFxNcFX056bl/QOf2NhWyGzUjeA9+N5sy4rC4ngUG9iFcitjO4kVC86ButSipiO24zDyppJljQuG8ulneGaUX6yFSSdnfqE47LARK46ubQ5np/UERFpftXLv04QEBfCLSalpsH9VBeF5ZWIGumUS/7XNPmWy5/2KNZVFiKxykSq5tpLvbLhfyeu7t1aebelKAXiWMaxNodOVmc0UmB2nYSFGE3fJJP+8/ew+pbnOoOIiVU/haJz1vzeH6cPBdTHKEwBCICTm7nffzeVD3aMHaHtK7FxFFsE2jzt25xDCl8z3g=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "c47c6fed-1ddc-4f02-b069-81d142eedbc6",
            },
          },
          response: {
            contentType: "application/json",
            body: '{"id":"c47c6fed-1ddc-4f02-b069-81d142eedbc6","system":"psd2-sandbox","status":404,"code":"RESOURCE_UNKNOWN","message":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; use the paymentId and links your creation answer gave","tppMessages":[{"category":"ERROR","code":"RESOURCE_UNKNOWN","path":"paymentId","text":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; use the paymentId and links your creation answer gave"}]}',
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
      time: "2026-03-03T10:00:00.596Z",
      method: "PUT",
      path: "/__admin/accounts/97108337382/status",
      query: "",
      status: 200,
      codes: [],
      durationMs: 0.5,
      xRequestId: "1d726223-23bd-4baa-8227-4935973f164e",
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
        paymentId: "87Otx2cA7J8Upcp0JMjYDA",
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
        authorisationIds: ["E7OiN9Z_V-n2zD8CastVEA", "6WhrlRDPsfvRYPTreOqIIQ"],
        cancellationAuthorisationIds: ["sZJyPCaS6ILDXwuGckv86g", "NIK8me5tkVWz_nn56TT87Q"],
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
        createdAt: "2026-03-02T10:00:00.513Z",
        statusChangedAt: "2026-03-02T10:00:00.557Z",
        settledAt: "2026-03-02T10:00:00.557Z",
        bookingDate: "2026-03-02",
        fundsAvailable: true,
      },
      statusHistory: [
        {
          at: "2026-03-02T10:00:00.513Z",
          from: "NEW",
          to: "RCVD",
          event: "created",
          cause: "creation",
          by: "PSDNO-FSA-999999991",
        },
        {
          at: "2026-03-02T10:00:00.529Z",
          from: "RCVD",
          to: "ACTC",
          event: "sca-finalised",
          cause: "sca-decision",
          by: "13039319955 Nora Bjørnstad",
          authorisationId: "6WhrlRDPsfvRYPTreOqIIQ",
          via: "sca-page",
        },
        {
          at: "2026-03-02T10:00:00.557Z",
          from: "ACTC",
          to: "ACSP",
          event: "batch",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:00.557Z",
        },
        {
          at: "2026-03-02T10:00:00.557Z",
          from: "ACSP",
          to: "ACSC",
          event: "settled",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:00.557Z",
        },
      ],
      authorisations: [
        {
          authorisationId: "E7OiN9Z_V-n2zD8CastVEA",
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
            paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.514Z",
          expiresAt: "2026-03-02T10:15:00.514Z",
        },
        {
          authorisationId: "6WhrlRDPsfvRYPTreOqIIQ",
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
            paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "finalised",
          createdAt: "2026-03-02T10:00:00.521Z",
          expiresAt: "2026-03-02T10:15:00.521Z",
          completedAt: "2026-03-02T10:00:00.528Z",
          completedBy: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          completedVia: "sca-page",
        },
        {
          authorisationId: "sZJyPCaS6ILDXwuGckv86g",
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
            paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          },
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.531Z",
          expiresAt: "2026-03-02T10:15:00.531Z",
        },
        {
          authorisationId: "NIK8me5tkVWz_nn56TT87Q",
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
            paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:00.532Z",
          expiresAt: "2026-03-02T10:15:00.532Z",
        },
      ],
      transactions: [
        {
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          createdAt: "2026-03-02T10:00:00.557Z",
          transactionId: "805267d0-b0b3-48a5-a400-bf65b5be1165",
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
          paymentId: "87Otx2cA7J8Upcp0JMjYDA",
          createdAt: "2026-03-02T10:00:00.557Z",
          transactionId: "0040b4c5-649d-4a3f-af98-ed40a3c1710f",
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
        basketId: "VTaZMe1czve0j37xm0iHog",
        tppId: "PSDNO-FSA-999999991",
        psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
        agreementId: "745118936",
        paymentIds: ["JAcDlqbH8fS-c8Y2Rllmiw"],
        authorisationIds: ["LFNSua0UKN2v1pwgn3whxg"],
        createdAt: "2026-03-03T10:00:00.605Z",
      },
      payments: [
        {
          paymentId: "JAcDlqbH8fS-c8Y2Rllmiw",
          transactionStatus: "RCVD",
        },
      ],
      statusHistory: [
        {
          at: "2026-03-03T10:00:00.605Z",
          from: "NEW",
          to: "RCVD",
          paymentId: "JAcDlqbH8fS-c8Y2Rllmiw",
          change: {
            at: "2026-03-03T10:00:00.602Z",
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
          authorisationId: "LFNSua0UKN2v1pwgn3whxg",
          kind: "basket",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "received",
          createdAt: "2026-03-03T10:00:00.605Z",
          expiresAt: "2026-03-03T10:15:00.605Z",
          basketId: "VTaZMe1czve0j37xm0iHog",
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
          id: "d1dcfea9-96ca-4851-b2e2-e95dbcc0972f",
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
          id: "d1dcfea9-96ca-4851-b2e2-e95dbcc0972f",
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
          firstSeen: "2026-03-02T10:00:00.397Z",
          lastSeen: "2026-03-03T10:00:00.563Z",
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
