import { h2, hero, p, page, richText, ul } from './block-builders'

const MAIN_SITE = 'https://www.clearpathb1.co.uk'

const terms = page(
  '/terms',
  'Terms & Conditions',
  'The terms that apply when you use the Clearpath B1 website. Our SAP Business One services are provided under a separate written agreement.',
  [
    hero(
      'Terms & Conditions',
      'The terms that apply when you use this website. Our services are provided under a separate written agreement.',
      {
        eyebrow: 'Legal',
        primary: { label: 'Privacy Policy', href: '/privacy-policy' },
      },
    ),
    richText([
      h2('About these terms'),
      p(
        'This website is operated by Clearpath B1 Ltd, Clearpath House, 12 Albert Square, Manchester M2 5PE. By using the website you accept these terms. If you do not agree with them, please do not use the website.',
      ),
      h2('Using the website'),
      ul(
        ['You may view, download and print pages for your own information or for use within your business.'],
        ['You must not copy, republish or sell content from the website without our written permission.'],
        ['You must not try to gain unauthorised access to the website, the staff portal or the systems behind them.'],
      ),
      h2('Information on the website'),
      p(
        'We take care to keep the content accurate, but it is provided for general information only and does not form part of any contract. Figures such as uptime, response times and savings describe typical results and are not guarantees. Your proposal and service agreement set out what we commit to.',
      ),
      h2('Trademarks'),
      p(
        'SAP, SAP Business One and other SAP products mentioned are trademarks or registered trademarks of SAP SE. Other product names belong to their respective owners.',
      ),
      h2('Links to other websites'),
      p(
        'Links to other websites are provided for convenience. We are not responsible for their content or their privacy practices.',
      ),
      h2('Your personal data'),
      p(
        'How we collect and use personal data is explained in our ',
        { text: 'Privacy Policy', href: '/privacy-policy' },
        '. The policies of our main company website are available at ',
        { text: 'clearpathb1.co.uk', href: `${MAIN_SITE}/legal` },
        '.',
      ),
      h2('Liability'),
      p(
        'Nothing in these terms limits liability that cannot be limited by law. Otherwise we are not liable for any loss arising from the use of this website or reliance on its content.',
      ),
      h2('Governing law'),
      p(
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction.',
      ),
    ]),
    { blockType: 'company-details', heading: 'Company details' },
  ],
  'Terms & Conditions for Using This Website | Clearpath B1',
)

const privacy = page(
  '/privacy-policy',
  'Privacy Policy',
  'How Clearpath B1 collects, uses, stores and protects personal data, and the rights you have over it. Last updated October 2025.',
  [
    hero(
      'Privacy Policy',
      'Last updated October 2025. How we collect, use and protect your personal data, and the rights you have.',
      {
        eyebrow: 'Legal',
        primary: { label: 'Terms & Conditions', href: '/terms' },
      },
    ),
    richText([
      h2('Who we are'),
      p(
        'Clearpath B1 Ltd (“we”, “us”) is the controller of personal data collected through this website. You can contact us at hello@clearpathb1.co.uk or at Clearpath House, 12 Albert Square, Manchester M2 5PE.',
      ),
      h2('What we collect'),
      ul(
        ['Details you give us in the contact and enquiry forms: name, e-mail, phone, company, role and your message.'],
        ['The page you were on when you contacted us, so we can route your enquiry.'],
        ['Account details for staff portal users.'],
        ['Technical data needed to run the website securely, such as server logs. We do not use advertising cookies.'],
        [
          'Counts of the pages people read, so we know which pages help visitors: for each day, the page, the website you came from and any campaign name in the link. We set no cookie for this, keep no IP address and nothing that identifies you, and count nothing if your browser sends Do Not Track or Global Privacy Control. Search engines and other bots are not counted.',
        ],
      ),
      h2('How we use it'),
      p(
        'We use your details to answer your enquiry, to provide services you have asked for, and to keep the website secure. Our lawful bases are your consent (which you give in the contact form), our legitimate interest in responding to business enquiries, and the performance of a contract.',
      ),
      h2('How long we keep it'),
      p(
        'Enquiries that do not become customers are deleted after 24 months. Customer records are kept for the length of the contract plus six years, as required for accounting.',
      ),
      h2('Who we share it with'),
      p(
        'We do not sell personal data. We share it only with service providers who process it for us under contract, such as our hosting provider Amazon Web Services in the EU (Ireland).',
      ),
      h2('Your rights'),
      p(
        'You can ask to see, correct or delete your data, object to its use or withdraw consent at any time by e-mailing hello@clearpathb1.co.uk. You can also complain to the Information Commissioner’s Office at ',
        { text: 'ico.org.uk', href: 'https://ico.org.uk' },
        '.',
      ),
      h2('More information'),
      p(
        'The privacy and cookie policies of our main company website are at ',
        { text: 'clearpathb1.co.uk', href: `${MAIN_SITE}/privacy` },
        '. See also our ',
        { text: 'Terms & Conditions', href: '/terms' },
        '.',
      ),
    ]),
  ],
  'Privacy Policy: How We Handle Personal Data | Clearpath B1',
)

export const legalPages = [terms, privacy]
