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
  favicon: {
    status: 200,
  },
  faviconSvg: {
    status: 200,
  },
  adminListSigners: {
    status: 200,
    response: {
      signers: [
        {
          tpp: "tpp",
          organisationId: "PSDNO-FSA-999999991",
          name: "Sandbox Test TPP AS",
        },
        {
          tpp: "tpp2",
          organisationId: "PSDNO-FSA-999999992",
          name: "Second Test TPP AS",
        },
      ],
    },
  },
  adminSign: {
    request: {
      method: "GET",
      path: "/v1/sandbox/customers",
    },
    status: 200,
    response: {
      headers: {
        "X-Request-ID": "f10ba5ec-5552-48f9-a4e8-5a964c3090a6",
        "TPP-Signature-Certificate":
          "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
        Signature:
          'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="x-request-id",signature="LF/L4RWXpP1paLrdECRJiXqZbt9++/U0n7fmJn9gicKQm1pg7HJ4IIz6G9uk3OSJ7bCCWgJXPdHJTwRXdt8xt5hMXq7AXLaH3mXW8xdkwWtVeamGwj9hF5XmTUYCXMGjFyL4KQK+L23gREPBmWF0SMbkuCTDByuHQPRH9NM+8+CNIXHA10dNwI7C+ySzb6au0KbpUAXMk/7A9X4TbHEPqJudhyZYcwQMqP6yjl7nBcfMlGfwwcHBZ2SYnh0agp3dXG/D/TWiYh5pto8MEuuiJ6651ec4pZg7WuAAYftoTIBQ6ALe7M48gLV76ZtbRu2XdfHMceAGewqeF+4m6JvIfA=="',
      },
      tpp: {
        organisationId: "PSDNO-FSA-999999991",
        name: "Sandbox Test TPP AS",
      },
    },
  },
  adminHealth: {
    status: 200,
    response: {
      status: "UP",
      now: "2026-03-02T10:00:00.945Z",
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
      now: "2026-03-02T10:00:00.946Z",
      offsetMs: -23270141101,
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
      customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxCustomer: {
    status: 200,
    response: {
      customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [],
      accounts: [],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
      accountId: "5d91d4ff-9f30-492e-951b-3f76e734a276",
      iban: "NO3297105474354",
      bban: "97105474354",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  upsertSandboxAgreement: {
    request: {
      customerNumber: "01019000326",
      agreementId: "912345678",
      accountIds: ["5d91d4ff-9f30-492e-951b-3f76e734a276"],
    },
    status: 201,
    response: {
      customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
      customerNumber: "01019000326",
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
      agreements: [
        {
          id: "912345678",
          name: "Nordlys Test AS",
          engagements: ["5d91d4ff-9f30-492e-951b-3f76e734a276"],
        },
      ],
      accounts: ["5d91d4ff-9f30-492e-951b-3f76e734a276"],
      cardAccounts: [],
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
      },
    },
  },
  getSandboxAccount: {
    status: 200,
    response: {
      accountId: "5d91d4ff-9f30-492e-951b-3f76e734a276",
      iban: "NO3297105474354",
      bban: "97105474354",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/balance",
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
      accountId: "5d91d4ff-9f30-492e-951b-3f76e734a276",
      iban: "NO3297105474354",
      bban: "97105474354",
      currency: "NOK",
      name: "Driftskonto",
      product: "Brukskonto",
      status: "enabled",
      kidMandatory: false,
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/balance",
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
        iban: "NO3297105474354",
      },
      creditorAccount: {
        iban: "NO9386011117947",
      },
      creditorName: "Strøm AS",
      remittanceInformationUnstructured: "Faktura 1042",
    },
    status: 201,
    response: {
      transactionId: "8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
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
        iban: "NO3297105474354",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions/8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
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
        iban: "NO3297105474354",
        bban: "97105474354",
        currency: "NOK",
      },
      transactions: {
        booked: [
          {
            transactionId: "8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
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
              iban: "NO3297105474354",
              currency: "NOK",
            },
            remittanceInformationUnstructured: "Faktura 1042",
            _links: {
              self: {
                href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions/8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
                verbs: ["GET"],
              },
              account: {
                href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
                verbs: ["GET"],
              },
            },
          },
        ],
        pending: [],
        _links: {
          account: {
            href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
            verbs: ["GET"],
          },
        },
      },
    },
  },
  getSandboxAccountTransaction: {
    status: 200,
    response: {
      transactionId: "8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
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
        iban: "NO3297105474354",
        currency: "NOK",
      },
      remittanceInformationUnstructured: "Faktura 1042",
      _links: {
        self: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276/transactions/8ca31b3d-6c8e-4544-9824-53db1c77ad6d",
          verbs: ["GET"],
        },
        account: {
          href: "http://sandbox.test/v1/sandbox/accounts/5d91d4ff-9f30-492e-951b-3f76e734a276",
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
      cardAccountId: "de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
      maskedPan: "508198******7561",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/balance",
          verbs: ["PUT"],
        },
      },
    },
  },
  getSandboxCardAccount: {
    status: 200,
    response: {
      cardAccountId: "de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
      maskedPan: "508198******7561",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/balance",
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
      cardAccountId: "de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
      maskedPan: "508198******7561",
      name: "Mastercard",
      currency: "NOK",
      status: "enabled",
      creditLimit: {
        currency: "NOK",
        amount: "50000.00",
      },
      owner: {
        customerId: "526acf41-94c6-4db6-af1d-faf8a82e03c7",
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
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec",
          verbs: ["GET"],
        },
        owner: {
          href: "http://sandbox.test/v1/sandbox/customers/526acf41-94c6-4db6-af1d-faf8a82e03c7",
          verbs: ["GET"],
        },
        transactions: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/transactions",
          verbs: ["GET", "POST"],
        },
        balance: {
          href: "http://sandbox.test/v1/sandbox/card-accounts/de94ee2d-9aca-48e2-96e6-dd884e79d3ec/balance",
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
        maskedPan: "508198******7561",
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
        maskedPan: "508198******7561",
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
      updatedAt: "2026-03-02T10:00:01.176Z",
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
      updatedAt: "2026-03-02T10:00:01.176Z",
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
      paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
      transactionFeeIndicator: true,
      transactionFees: {
        currency: "NOK",
        amount: "25.00",
      },
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/FG5DT_n_BWEjO5Za6wvgLg",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/authorisations/FG5DT_n_BWEjO5Za6wvgLg",
          verbs: ["GET"],
        },
      },
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
      paymentId: "nFYdwj9UoM7NnDmT1uRHoA",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/yS1utwLl2U3e03SX7wzhkQ",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/nFYdwj9UoM7NnDmT1uRHoA",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/nFYdwj9UoM7NnDmT1uRHoA/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/norwegian-domestic-credit-transfers/nFYdwj9UoM7NnDmT1uRHoA/authorisations/yS1utwLl2U3e03SX7wzhkQ",
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startPaymentAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "FOw-p67Ctvo2Tkwlz_6-QA",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/FOw-p67Ctvo2Tkwlz_6-QA",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/authorisations/FOw-p67Ctvo2Tkwlz_6-QA",
          verbs: ["GET"],
        },
      },
    },
  },
  listPaymentAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["FG5DT_n_BWEjO5Za6wvgLg", "FOw-p67Ctvo2Tkwlz_6-QA"],
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
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/cancellation-authorisations",
          verbs: ["POST"],
        },
        scaRedirect: {
          href: "http://sandbox.test/sca/Yy-NP--KuGuarPxW-gj2LA",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/status",
          verbs: ["GET"],
        },
      },
    },
  },
  startCancellationAuthorisation: {
    status: 201,
    response: {
      scaStatus: "received",
      authorisationId: "hu9FfQRrD4mhI7i6DovhBg",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/hu9FfQRrD4mhI7i6DovhBg",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/payments/sepa-credit-transfers/_6ufRMVgmiW5yOPOLzLIQg/cancellation-authorisations/hu9FfQRrD4mhI7i6DovhBg",
          verbs: ["GET"],
        },
      },
    },
  },
  listCancellationAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["Yy-NP--KuGuarPxW-gj2LA", "hu9FfQRrD4mhI7i6DovhBg"],
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
      paymentId: "HDk1qwEVwzxtf_1pmhnZXw",
      transactionFeeIndicator: false,
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/cYLtPaRClCNGcl86VoRmfQ",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/HDk1qwEVwzxtf_1pmhnZXw",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/HDk1qwEVwzxtf_1pmhnZXw/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/periodic-payments/norwegian-domestic-credit-transfers/HDk1qwEVwzxtf_1pmhnZXw/authorisations/cYLtPaRClCNGcl86VoRmfQ",
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
          href: "http://sandbox.test/sca/5sCxy_3xNMjBhdK-__JLYw",
          verbs: ["GET"],
        },
      },
    },
  },
  adminRunBatch: {
    status: 200,
    response: {
      runId: "batch-2026-03-02T10:00:01.485Z",
      ranAt: "2026-03-02T10:00:01.485Z",
      moved: [
        {
          paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          from: "ACTC",
          to: "ACSC",
        },
        {
          paymentId: "c6ZwFoOXimrwVQ9i7UVxHg",
          from: "ACTC",
          to: "ACSC",
        },
      ],
      executions: [],
    },
  },
  adminListBatchRuns: {
    status: 200,
    response: {
      batchRuns: [
        {
          run: 1,
          runId: "batch-2026-03-02T10:00:01.485Z",
          ranAt: "2026-03-02T10:00:01.485Z",
          moved: [
            {
              paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
              from: "ACTC",
              to: "ACSC",
            },
            {
              paymentId: "c6ZwFoOXimrwVQ9i7UVxHg",
              from: "ACTC",
              to: "ACSC",
            },
          ],
          executions: [],
          trigger: "control-api",
        },
      ],
      _links: {},
    },
  },
  adminMoveClock: {
    request: {
      advance: "P1D",
    },
    status: 200,
    response: {
      from: "2026-03-02T10:00:01.507Z",
      now: "2026-03-03T10:00:01.507Z",
      batchRuns: 5,
      firstRun: 2,
      moved: {
        total: 1,
        byStatus: {
          RJCT: 1,
        },
      },
      executions: {
        total: 0,
        byStatus: {},
      },
      offsetMs: -23183741101,
      timeZone: "Europe/Oslo",
      _links: {
        batchRuns: {
          href: "/__admin/batch-runs?after=1",
        },
      },
    },
  },
  createSigningBasket: {
    request: {
      paymentIds: ["jRiHqg0-hOjFLATTGZ3OaA", "9891kd_bEDGW4pIPqThcdw"],
    },
    status: 201,
    response: {
      transactionStatus: "RCVD",
      basketId: "XQS23uNkPzL1ei6I1pJvMg",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/wbSTn0dZjZqyFNaLVmgWMw",
          verbs: ["GET"],
        },
        self: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg/status",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg/authorisations/wbSTn0dZjZqyFNaLVmgWMw",
          verbs: ["GET"],
        },
      },
    },
  },
  getSigningBasket: {
    status: 200,
    response: {
      payments: ["jRiHqg0-hOjFLATTGZ3OaA", "9891kd_bEDGW4pIPqThcdw"],
      transactionStatus: "RCVD",
      _links: {
        self: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg",
          verbs: ["GET", "DELETE"],
        },
        status: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg/status",
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
      authorisationId: "B45SaMqUlTtRJjPEwcoXpA",
      _links: {
        scaRedirect: {
          href: "http://sandbox.test/sca/B45SaMqUlTtRJjPEwcoXpA",
          verbs: ["GET"],
        },
        scaStatus: {
          href: "http://sandbox.test/v1/signing-baskets/XQS23uNkPzL1ei6I1pJvMg/authorisations/B45SaMqUlTtRJjPEwcoXpA",
          verbs: ["GET"],
        },
      },
    },
  },
  listSigningBasketAuthorisations: {
    status: 200,
    response: {
      authorisationIds: ["wbSTn0dZjZqyFNaLVmgWMw", "B45SaMqUlTtRJjPEwcoXpA"],
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
      id: "7a8c46f1-8479-4147-a55d-57527f38751e",
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
      id: "ea8fb5b4-ddcf-4cea-8ef7-34cf6ee8fa66",
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
      total: 63,
      requests: [
        {
          seq: 63,
          time: "2026-03-03T10:00:01.640Z",
          method: "PUT",
          path: "/__admin/accounts/97108337382/status",
          query: "",
          status: 200,
          codes: [],
          durationMs: 0.7,
          xRequestId: "575387f5-1dd5-4b25-ae6a-7b16dd1bb5cd",
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
          seq: 62,
          time: "2026-03-03T10:00:01.639Z",
          method: "GET",
          path: "/v1/sandbox/customers",
          query: "",
          status: 400,
          codes: ["HTTP_HEADER_REQUIRED"],
          durationMs: 0.1,
          xRequestId: "32dd1cf9-2964-4129-b3b7-22ffa75ac856",
          resources: [],
          request: {
            headers: {},
          },
          response: {
            contentType: "application/json",
            body: '{"id":"32dd1cf9-2964-4129-b3b7-22ffa75ac856","system":"psd2-sandbox","status":400,"code":"HTTP_HEADER_REQUIRED","message":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it","tppMessages":[{"category":"ERROR","code":"HTTP_HEADER_REQUIRED","path":"X-Request-ID","text":"X-Request-ID is required: send a unique id for this call (a UUID) and sign it"}]}',
          },
        },
        {
          seq: 61,
          time: "2026-03-03T10:00:01.638Z",
          method: "POST",
          path: "/v1/payments/norwegian-domestic-credit-transfers/fee-information",
          query: "",
          status: 403,
          codes: ["PRODUCT_INVALID"],
          durationMs: 1,
          xRequestId: "ea8fb5b4-ddcf-4cea-8ef7-34cf6ee8fa66",
          resources: [],
          request: {
            headers: {
              "content-type": "application/json",
              date: "Thu, 26 Nov 2026 17:55:42 GMT",
              digest: "SHA-256=UEhtPgLpaaLjzB3JTEoCL9CcqjwctACOraveji69B+0=",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id",signature="Wi4jlMwOnGwX1mfrWufPYddsyTs3HshUSjttt8Q5X8a1O5fY9WCkjCS+/SvYOnls4b3XDD2uIegb1xbuF4cJMV8VS8yXloOVGN2fmAxJATFO9uomA1bWaIx82bO167plqjXOcKS0LgdAj134aS3VTeyn4hzhsdR8OkMtXX1Ayi5Z7q2EZP/KxLX+6gft9PJ7rBd0xSMDjVjxNbWzIGF4Ji1a53zpqRARP1Wo92pjf+fdIY5BMzJmx8YyjQoebOQUfGzXdRHRqp9GSXs1mxYKwCIHM2i9p/j7gSwJ8jynBehmp1bSKa15xhF+ZRBDZddgAaUK7rLtlB/7XFxSmWUPeA=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "ea8fb5b4-ddcf-4cea-8ef7-34cf6ee8fa66",
            },
            body: '{"instructedAmount":{"currency":"NOK","amount":"350.00"},"debtorAccount":{"bban":"97102856485","currency":"NOK"},"creditorAccount":{"bban":"97103246850","currency":"NOK"},"creditorName":"Ola Nordmann"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"ea8fb5b4-ddcf-4cea-8ef7-34cf6ee8fa66","system":"psd2-sandbox","status":403,"code":"PRODUCT_INVALID","message":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information","tppMessages":[{"category":"ERROR","code":"PRODUCT_INVALID","path":"payment-product","text":"fee information is offered for instant-norwegian-domestic-credit-transfers-straks only; use /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information"}]}',
          },
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 60,
          time: "2026-03-03T10:00:01.632Z",
          method: "POST",
          path: "/v1/payments/cross-border-credit-transfers",
          query: "",
          status: 404,
          codes: ["PRODUCT_UNKNOWN"],
          durationMs: 4,
          xRequestId: "7a8c46f1-8479-4147-a55d-57527f38751e",
          resources: [],
          request: {
            headers: {
              "content-type": "application/json",
              date: "Thu, 26 Nov 2026 17:55:42 GMT",
              digest: "SHA-256=jhuEZTVn8pi5Gqxm8nie+pPGmsDrza2M6BHJhcw1MYc=",
              "psu-id": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
              "psu-ip-address": "192.0.2.10",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="date digest x-request-id psu-id tpp-redirect-uri",signature="WJfxRtAcRzrGzm5ZVNeLHpSHRuyXce+9AxHDLtiHlaQWrhvCA2swhCWMrZ3Z8KA/QNxp6f21iR/KZ6SxvPjwDl1Xcw0dSh690EbH4aLrEyYoKwZMv4dRV3wF0ka+sY1E90qQ7/0nfeGwzUad1gwzvmRgYcn8p0RKV7xLuBPP1fCt5bm/rKrXDwdfOE08LN/3hlaIyOg30OYIVh2d/w5/oUzy115cvVFjcl3RCr1P1BHUmmhtFsZPOSCZJBMcsBgEQRSEtxe2flkRLe4tetD4Fw2GEMw+DbtEGwgU9QkJFD9cYVtEUhqupbeYgUYRXmUhre3pUdJO7JPFa18hE16gHg=="',
              "tpp-redirect-uri": "https://tpp.example/callback",
              "tpp-session-id": "session-1",
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-accept-fix": "",
              "x-request-id": "7a8c46f1-8479-4147-a55d-57527f38751e",
            },
            body: '{"instructedAmount":{"currency":"EUR","amount":"125.50"},"creditorName":"Bäckerei Müller GmbH","creditorAccount":{"iban":"DE89370400440532013000","currency":"EUR"},"debtorAccount":{"iban":"NO5097102856485","currency":"NOK"},"remittanceInformationUnstructured":"Invoice 2026-17"}',
          },
          response: {
            contentType: "application/json",
            body: '{"id":"7a8c46f1-8479-4147-a55d-57527f38751e","system":"psd2-sandbox","status":404,"code":"PRODUCT_UNKNOWN","message":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks","tppMessages":[{"category":"ERROR","code":"PRODUCT_UNKNOWN","path":"payment-product","text":"unknown payment product cross-border-credit-transfers; the products are sepa-credit-transfers, norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks"}]}',
          },
          psuId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          tpp: {
            id: "PSDNO-FSA-999999991",
            name: "Sandbox Test TPP AS",
          },
        },
        {
          seq: 59,
          time: "2026-03-03T10:00:01.624Z",
          method: "GET",
          path: "/v1/payments/sepa-credit-transfers/no-such-payment/status",
          query: "",
          status: 404,
          codes: ["RESOURCE_UNKNOWN"],
          durationMs: 5.7,
          xRequestId: "dddf91e8-74b1-4f3c-9a6c-f7a31d66110c",
          resources: ["no-such-payment"],
          request: {
            headers: {
              date: "Thu, 26 Nov 2026 17:55:42 GMT",
              signature:
                'keyId="SN=68D1E642279D0A7EF60CABB004D44D0C,CA=CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO",algorithm="rsa-sha256",headers="date x-request-id",signature="MaFN4e2pooAWTc1p4BuB/aMwRI/4k27Mo7qadHwuY5Dev2T/cxpXv5IGeLYzunkqm4fxvn9nUCUHs4cGg0UOaP15gZXfuEqb20jhxWOeJACGrCrXUsJsb8dIcx49Td4wFAJhaYFsK4RgIlZz/g+UQCii2ta5v2kCFbLGVMVjLs4Z8dZE3MBER7erfXAYYs0M/4w8mhoYE/q7mJI0TMlvS6HNq0uB8+AHp0idO6YVsN6iGIlB0BzAtC/fjCVEMrrmBlXPgnn3apYxJeSd7flV80qjP+l5A6x48UsL+ak/N/cWbbfRUsL6Ad8sV2K+5kD45CRpdkZnO7yEDym41Z056g=="',
              "tpp-signature-certificate":
                "MIIEODCCAyCgAwIBAgIQaNHmQiedCn72DKuwBNRNDDANBgkqhkiG9w0BAQsFADBiMQswCQYDVQQGEwJOTzEfMB0GA1UECgwWcHNkMi1zYW5kYm94IFRFU1QgT05MWTEyMDAGA1UEAwwpcHNkMi1zYW5kYm94IFRlc3QgQ0EgLSBOT1QgRk9SIFBST0RVQ1RJT04wHhcNMjUwMTAxMDAwMDAwWhcNNDUwMTAxMDAwMDAwWjBnMQswCQYDVQQGEwJOTzEcMBoGA1UECgwTU2FuZGJveCBUZXN0IFRQUCBBUzEcMBoGA1UEYQwTUFNETk8tRlNBLTk5OTk5OTk5MTEcMBoGA1UEAwwTU2FuZGJveCBUZXN0IFRQUCBBUzCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALtqMw+pZ2vcjmbv7u3jJl+1pCDDYNHV6v8OXlYfBTNyjw9lTxBsQTh+hiJjjrEvkOwSjuBy8Mf4VHF9UsQ3L8tAIliAat1VQK4xk8eMo1pRrhxBcsmYvHoBN78c9wVrm5dzTB8IXZ43waNU8JzuTHfHM9ddTYZ4OqUCtUkufZBCk4QmH8qG1nTHFu0UeDcPS7WGRmrGCXnFN697nigbpRqAdXej6SfDkhm2CO33yKk0ZB3QHvQFclcY/nc1KnJu0pUheQNXj4xbPTXncJFiMkSeG07P+7TA9K6ym4w1OIyAHGBWN9b7TNXrZBdaK33veUxL+6/0eaOGfPDOhgbeuCECAwEAAaOB5DCB4TAMBgNVHRMBAf8EAjAAMA4GA1UdDwEB/wQEAwIGwDAdBgNVHQ4EFgQUg2AmO6SCRjfOpazI+biD7LEeqcMwHwYDVR0jBBgwFoAU3aKd5tRIQgcNMu3q0nuSiAUr1howgYAGCCsGAQUFBwEDBHQwcjBwBgYEAIGYJwIwZjBMMBEGBwQAgZgnAQEMBlBTUF9BUzARBgcEAIGYJwECDAZQU1BfUEkwEQYHBACBmCcBAwwGUFNQX0FJMBEGBwQAgZgnAQQMBlBTUF9JQwwORmluYW5zdGlsc3luZXQMBk5PLUZTQTANBgkqhkiG9w0BAQsFAAOCAQEALaK+qTGEmWsyfNUcRRb4bW0MemMDjQckDanuqygc9GHe4VSkKFdtcUvRTA6IhJt5Ds+yLC1n/4GiQu4HZ+mHDsmlsqfYTsBD5YV5i+WRsYp4baPnfRvG0zJmDoo1icWyYJAfmsrNoaFLrFsqK+LXzybwe+PONOFTz0XBKVLhDyfRkJRGQh5/Gk0VcvVHE/FA0WUSbtJWhgNFq2MnoDMz412MNlmzZA2XzJYkLmjvs4rxl7lzzb1BXnSmzVbKYZjLHEvMpJ0H5aBaZ7AE24b6z3TKskwKjApAodlcqAo4SpNNiS3KB3xYhD4dfD1wkfZqI6tP1Db0bYPXDQSLiLRG1Q==",
              "x-request-id": "dddf91e8-74b1-4f3c-9a6c-f7a31d66110c",
            },
          },
          response: {
            contentType: "application/json",
            body: '{"id":"dddf91e8-74b1-4f3c-9a6c-f7a31d66110c","system":"psd2-sandbox","status":404,"code":"RESOURCE_UNKNOWN","message":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; ids are per TPP: this request came with the certificate of PSDNO-FSA-999999991 (its organisation id), which sees only what requests signed with that organisation\'s certificate created. Use the paymentId and links your creation answer gave","tppMessages":[{"category":"ERROR","code":"RESOURCE_UNKNOWN","path":"paymentId","text":"no payment no-such-payment at /v1/payments/sepa-credit-transfers; ids are per TPP: this request came with the certificate of PSDNO-FSA-999999991 (its organisation id), which sees only what requests signed with that organisation\'s certificate created. Use the paymentId and links your creation answer gave"}]}',
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
      seq: 63,
      time: "2026-03-03T10:00:01.640Z",
      method: "PUT",
      path: "/__admin/accounts/97108337382/status",
      query: "",
      status: 200,
      codes: [],
      durationMs: 0.7,
      xRequestId: "575387f5-1dd5-4b25-ae6a-7b16dd1bb5cd",
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
        paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
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
        authorisationIds: ["FG5DT_n_BWEjO5Za6wvgLg", "FOw-p67Ctvo2Tkwlz_6-QA"],
        cancellationAuthorisationIds: ["Yy-NP--KuGuarPxW-gj2LA", "hu9FfQRrD4mhI7i6DovhBg"],
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
        createdAt: "2026-03-02T10:00:01.238Z",
        statusChangedAt: "2026-03-02T10:00:01.485Z",
        settledAt: "2026-03-02T10:00:01.485Z",
        bookingDate: "2026-03-02",
        fundsAvailable: true,
      },
      statusHistory: [
        {
          at: "2026-03-02T10:00:01.238Z",
          from: "NEW",
          to: "RCVD",
          event: "created",
          cause: "creation",
          by: "PSDNO-FSA-999999991",
        },
        {
          at: "2026-03-02T10:00:01.306Z",
          from: "RCVD",
          to: "ACTC",
          event: "sca-finalised",
          cause: "sca-decision",
          by: "13039319955 Nora Bjørnstad",
          authorisationId: "FOw-p67Ctvo2Tkwlz_6-QA",
          via: "sca-page",
        },
        {
          at: "2026-03-02T10:00:01.485Z",
          from: "ACTC",
          to: "ACSP",
          event: "batch",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:01.485Z",
        },
        {
          at: "2026-03-02T10:00:01.485Z",
          from: "ACSP",
          to: "ACSC",
          event: "settled",
          cause: "batch-run",
          batchRunId: "batch-2026-03-02T10:00:01.485Z",
        },
      ],
      authorisations: [
        {
          authorisationId: "FG5DT_n_BWEjO5Za6wvgLg",
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
            paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "finalised",
          createdAt: "2026-03-02T10:00:01.239Z",
          expiresAt: "2026-03-02T10:15:01.239Z",
        },
        {
          authorisationId: "FOw-p67Ctvo2Tkwlz_6-QA",
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
            paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "finalised",
          createdAt: "2026-03-02T10:00:01.281Z",
          expiresAt: "2026-03-02T10:15:01.281Z",
          completedAt: "2026-03-02T10:00:01.306Z",
          completedBy: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          completedVia: "sca-page",
        },
        {
          authorisationId: "Yy-NP--KuGuarPxW-gj2LA",
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
            paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          },
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:01.317Z",
          expiresAt: "2026-03-02T10:15:01.317Z",
        },
        {
          authorisationId: "hu9FfQRrD4mhI7i6DovhBg",
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
            paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "failed",
          createdAt: "2026-03-02T10:00:01.327Z",
          expiresAt: "2026-03-02T10:15:01.327Z",
        },
      ],
      transactions: [
        {
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          createdAt: "2026-03-02T10:00:01.485Z",
          transactionId: "ae13cf37-8f84-4ff3-ad11-f1aaaed21981",
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
          paymentId: "_6ufRMVgmiW5yOPOLzLIQg",
          createdAt: "2026-03-02T10:00:01.485Z",
          transactionId: "b68b55e5-2561-4266-a054-2db94e2d37a3",
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
        basketId: "VX-CBrQe02SMmmkk6trBmw",
        tppId: "PSDNO-FSA-999999991",
        psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
        agreementId: "745118936",
        paymentIds: ["fq_b-asgJRb3oCBPmi0kqQ"],
        authorisationIds: ["xmQJyP5-sm1qzk2X9AZuzQ"],
        createdAt: "2026-03-03T10:00:01.659Z",
      },
      payments: [
        {
          paymentId: "fq_b-asgJRb3oCBPmi0kqQ",
          transactionStatus: "RCVD",
        },
      ],
      statusHistory: [
        {
          at: "2026-03-03T10:00:01.659Z",
          from: "NEW",
          to: "RCVD",
          paymentId: "fq_b-asgJRb3oCBPmi0kqQ",
          change: {
            at: "2026-03-03T10:00:01.656Z",
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
          authorisationId: "xmQJyP5-sm1qzk2X9AZuzQ",
          kind: "basket",
          tppId: "PSDNO-FSA-999999991",
          psuCustomerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
          redirect: {
            ok: "https://tpp.example/callback",
            preferred: true,
          },
          tppName: "Sandbox Test TPP AS",
          scaStatus: "received",
          createdAt: "2026-03-03T10:00:01.659Z",
          expiresAt: "2026-03-03T10:15:01.659Z",
          basketId: "VX-CBrQe02SMmmkk6trBmw",
        },
      ],
    },
  },
  dashboard: {
    status: 200,
  },
  dashboardWithoutSlash: {
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
  dashboardLogout: {
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
          id: "bccb1424-81be-4a37-972d-cff8fb68433a",
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
          id: "bccb1424-81be-4a37-972d-cff8fb68433a",
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
          firstSeen: "2026-03-02T10:00:00.956Z",
          lastSeen: "2026-03-03T10:00:01.527Z",
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
