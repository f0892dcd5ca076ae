import type { CourseDetail } from "../types";

export const managementCourses: CourseDetail[] = [
  {
    id: 9,
    slug: "digitalmarketing",
    department: "management",
    title: "Digital Marketing",
    searchTerms: ["DM", "SEO", "SEM", "SMM", "online marketing", "social media marketing"],
    summary:
      "Plan, run and measure online marketing campaigns across search, social media, content and email using SEO, Google Ads, Meta Ads and GA4.",
    course_desc: [
      "This program teaches the channels and tools used to market products and services online. You start by building a strategy: defining audiences, setting goals and choosing which channels fit a given budget. You then work through search engine optimisation, paid search with Google Ads, social media marketing with Meta Ads Manager and LinkedIn, content marketing and email campaigns.",
      "Measurement runs through the whole course. You set up Google Analytics 4 and Google Tag Manager, tag campaign links with UTM parameters, and learn to read reports so that decisions are based on data rather than guesswork. Training is delivered as live sessions with recordings, and the exercises use real tools with practice accounts or small test budgets where needed.",
      "For the internship component you complete a minor individual project, such as an SEO audit and content plan for a small business website, and a major group project in a group of 8 to 10 learners with a mentor. In the group project the team plans a multi-channel campaign, builds the assets, defines tracking and presents expected results against a budget.",
    ],
    objective: [
      "Build a digital marketing plan with audience personas, channel choices, SMART goals and KPIs.",
      "Carry out keyword research and an on-page and technical SEO audit of a website.",
      "Set up a Google Ads search campaign with ad groups, match types, assets and conversion tracking.",
      "Plan and configure a paid social campaign in Meta Ads Manager with custom and lookalike audiences.",
      "Create a segmented email campaign and improve it with A/B tests on subject lines and content.",
      "Track campaign performance in Google Analytics 4 using UTM parameters and Google Tag Manager.",
    ],
    eligibility: [
      "No specific prerequisites; no marketing background or coding knowledge is needed.",
      "Open to school leavers, undergraduates, graduates and working professionals, including business owners and freelancers.",
      "A laptop and internet connection, plus a Google account for Google Ads, Analytics and Search Console practice.",
      "Regular use of social media platforms is helpful for the social marketing modules but not required.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Digital marketing foundations and strategy",
        answer:
          "Covers the marketing funnel, buyer personas and the role of owned, earned and paid media. You learn to set SMART goals, choose KPIs for each stage of the funnel and allocate a budget across channels in a simple digital marketing plan.",
      },
      {
        id: 2,
        question: "Search engine optimisation (SEO) and Google Search Console",
        answer:
          "Covers how search engines crawl, index and rank pages, keyword research, and on-page factors such as title tags, meta descriptions, headings and internal links. You check technical issues including sitemaps, mobile usability and Core Web Vitals, and monitor performance in Google Search Console.",
      },
      {
        id: 3,
        question: "Search and display advertising with Google Ads",
        answer:
          "Explains campaign and ad group structure, keyword match types, negative keywords, Quality Score and bidding strategies. You write responsive search ads, add assets such as sitelinks, set up conversion tracking, and see how Display and Performance Max campaigns differ from search.",
      },
      {
        id: 4,
        question: "Social media marketing and Meta Ads Manager",
        answer:
          "Covers organic content planning for Instagram, Facebook, LinkedIn and YouTube, including content calendars and community management. You build paid campaigns in Meta Ads Manager with objectives, custom and lookalike audiences and creative testing, and read the results.",
      },
      {
        id: 5,
        question: "Content, email and influencer marketing",
        answer:
          "Covers content planning and copywriting for blogs, landing pages and video. You build and segment an email list, design automated sequences in Mailchimp, run A/B tests, and track open and click rates, and you learn how to plan and measure influencer collaborations.",
      },
      {
        id: 6,
        question: "Web analytics with Google Analytics 4 and Tag Manager",
        answer:
          "Covers the GA4 event-based data model, key events, audiences and standard reports. You deploy tags and triggers with Google Tag Manager, tag links with UTM parameters, compare attribution models and calculate return on ad spend for a campaign.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see the tools and tasks in each of the six modules, from strategy and SEO to paid ads and analytics. You will also complete a minor individual project and a major group project, done in a group of 8 to 10 learners with a mentor for each group. Certificates are issued after your projects have been evaluated.",
    skills: [
      "SEO",
      "Google Ads",
      "Meta Ads Manager",
      "Google Analytics 4",
      "Google Tag Manager",
      "Content marketing",
      "Email marketing",
      "Mailchimp",
    ],
  },
  {
    id: 10,
    slug: "marketingmanagement",
    department: "management",
    title: "Marketing Management",
    searchTerms: ["MM", "marketing", "sales", "branding", "MBA"],
    summary:
      "Learn how organisations research markets, choose target customers, position brands and plan the marketing mix, using frameworks applied to real business cases.",
    course_desc: [
      "This program covers the core of marketing management: understanding customers and markets, deciding whom to serve, and designing the product, price, distribution and communication that will reach them. You work with established frameworks such as PESTLE, SWOT, Porter's Five Forces, segmentation, targeting and positioning, and the marketing mix, applying each one to case studies from Indian and global markets.",
      "You also learn to gather evidence before making decisions. This includes designing a short survey, running customer interviews, and analysing the responses in a spreadsheet. Later modules cover brand management, marketing metrics such as customer acquisition cost and customer lifetime value, and how to bring all of this together into a written marketing plan. Sessions are live, and recordings are mailed for any you miss.",
      "The internship component consists of a minor individual project, such as a market and competitor analysis for a product of your choice, and a major group project in a group of 8 to 10 learners with a mentor. In the group project the team prepares a complete marketing plan for a new product or service and presents it for evaluation.",
    ],
    objective: [
      "Analyse a market using PESTLE, SWOT and Porter's Five Forces.",
      "Design a customer survey and interpret the results to identify customer needs.",
      "Segment a market, select target segments and write a positioning statement.",
      "Make product, pricing, distribution and promotion decisions using the 7Ps of the marketing mix.",
      "Calculate and interpret marketing metrics such as market share, CAC and customer lifetime value.",
      "Write and present a complete marketing plan with objectives, budget and success measures.",
    ],
    eligibility: [
      "No specific prerequisites; no previous study of business or marketing is needed.",
      "Open to school leavers, undergraduates, graduates and working professionals, and useful for those in sales, business development or entrepreneurship.",
      "Basic spreadsheet use is helpful for the research and metrics sessions and is taught where needed.",
      "A laptop and internet connection.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Marketing concepts and environment analysis",
        answer:
          "Introduces needs, wants and demand, the marketing concept and how marketing creates customer value. You analyse the external environment with PESTLE, the industry with Porter's Five Forces, and a company's position with a SWOT analysis.",
      },
      {
        id: 2,
        question: "Consumer behaviour and market research",
        answer:
          "Covers the consumer buying decision process and the cultural, social and psychological factors that shape it. You learn primary and secondary research methods, design a questionnaire, choose a sample, conduct interviews and summarise the responses in a spreadsheet.",
      },
      {
        id: 3,
        question: "Segmentation, targeting and positioning (STP)",
        answer:
          "Covers demographic, geographic, psychographic and behavioural bases for segmentation, and criteria for choosing target segments. You build a perceptual map, define a value proposition and write a positioning statement for a product.",
      },
      {
        id: 4,
        question: "Marketing mix: product, price, place and promotion",
        answer:
          "Covers the 4Ps and the extended 7Ps for services, the product life cycle and the BCG matrix. You compare cost-based, value-based and competition-based pricing, design distribution channels, and plan integrated marketing communications across advertising, sales promotion, public relations and digital channels.",
      },
      {
        id: 5,
        question: "Brand management, metrics and marketing plans",
        answer:
          "Covers brand identity and brand equity, including Keller's customer-based brand equity model. You calculate metrics such as market share, customer acquisition cost and customer lifetime value, and combine everything into a structured marketing plan with a budget and KPIs.",
      },
    ],
    check_curriculum:
      "See the full curriculum to find out what each of the five modules covers, from market analysis to the final marketing plan. You will carry out a minor individual project and a major group project, the latter in a group of 8 to 10 learners with a dedicated mentor. Certificates are issued once the projects have been evaluated.",
    skills: [
      "Market research",
      "Consumer behaviour",
      "SWOT analysis",
      "Segmentation, targeting and positioning",
      "Marketing mix",
      "Brand management",
      "Marketing planning",
      "Microsoft Excel",
    ],
  },
  {
    id: 11,
    slug: "finance",
    department: "management",
    title: "Finance",
    searchTerms: ["financial management", "accounting", "investment banking", "MBA"],
    summary:
      "Read financial statements, analyse company performance, evaluate investments and build valuation models in Excel using core corporate finance methods.",
    course_desc: [
      "This program teaches the financial skills used in corporate finance, equity research and financial analysis roles. You begin with accounting, learning how transactions flow into the balance sheet, profit and loss statement and cash flow statement. You then analyse company performance with ratios and common-size statements, working with the published annual reports of listed companies.",
      "The second half of the course covers how companies make financial decisions: the time value of money, capital budgeting with NPV and IRR, the cost of capital, working capital management and dividend policy. All calculations are done in Microsoft Excel, and the course ends with building a three-statement financial model and valuing a company using discounted cash flow and trading multiples.",
      "Training is delivered through live sessions and recordings. The internship component includes a minor individual project, such as a ratio analysis report comparing two companies in the same sector, and a major group project in a group of 8 to 10 learners with a mentor, in which the team builds and presents a full financial model and valuation.",
    ],
    objective: [
      "Prepare and interpret a balance sheet, profit and loss statement and cash flow statement.",
      "Analyse a company's liquidity, profitability, leverage and efficiency using financial ratios and DuPont analysis.",
      "Apply time value of money in Excel using NPV, IRR, XNPV and PMT functions.",
      "Evaluate capital projects and estimate a company's weighted average cost of capital.",
      "Build a linked three-statement financial model from historical data and forecast assumptions.",
      "Value a company using a discounted cash flow model and relative valuation multiples.",
    ],
    eligibility: [
      "No specific prerequisites; accounting is taught from first principles.",
      "Comfort with school-level arithmetic and percentages is enough, and basic familiarity with Excel helps but is not required.",
      "Open to school leavers, undergraduates, graduates and working professionals, including commerce, engineering and science students.",
      "A laptop with Microsoft Excel or a compatible spreadsheet program, and an internet connection.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Financial accounting and the three financial statements",
        answer:
          "Covers double-entry bookkeeping, accrual accounting and how transactions reach the financial statements. You read the balance sheet, statement of profit and loss and cash flow statement of a listed Indian company, and see how the three statements link to each other.",
      },
      {
        id: 2,
        question: "Financial statement analysis and ratios",
        answer:
          "Covers common-size and trend analysis and the main groups of ratios: liquidity, profitability, leverage and efficiency. You break return on equity into its drivers with DuPont analysis and compare companies within a sector.",
      },
      {
        id: 3,
        question: "Time value of money with Excel",
        answer:
          "Covers compounding, discounting, annuities, perpetuities and loan schedules. You build the calculations in Microsoft Excel using the PV, FV, PMT, NPV, XNPV, IRR and XIRR functions, and learn spreadsheet practices that keep models easy to check.",
      },
      {
        id: 4,
        question: "Capital budgeting and cost of capital",
        answer:
          "Compares project appraisal methods including payback period, NPV, IRR and profitability index. You estimate the cost of equity with the capital asset pricing model, calculate WACC and see how capital structure and financial leverage affect it.",
      },
      {
        id: 5,
        question: "Working capital management and dividend policy",
        answer:
          "Covers the cash conversion cycle and how receivables, inventory and payables affect liquidity, along with sources of short-term finance. You also examine dividend policy, share buybacks and how these payout decisions affect shareholders.",
      },
      {
        id: 6,
        question: "Financial modelling and DCF valuation",
        answer:
          "You build a linked three-statement model in Excel from historical data and forecast assumptions, then value the company with a discounted cash flow model including terminal value. The module also covers relative valuation with P/E and EV/EBITDA multiples, working capital forecasting and sensitivity tables.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the six modules build from accounting basics to financial modelling and valuation. You will complete a minor individual project and a major group project, working in a group of 8 to 10 learners with a mentor for each group. Certificates are issued after your projects have been evaluated.",
    skills: [
      "Microsoft Excel",
      "Financial accounting",
      "Financial statement analysis",
      "Ratio analysis",
      "Capital budgeting",
      "Financial modelling",
      "DCF valuation",
      "Working capital management",
    ],
  },
  {
    id: 12,
    slug: "hr",
    department: "management",
    title: "Human Resource Management",
    searchTerms: ["HR", "HRM", "human resources", "recruitment", "MBA"],
    summary:
      "Learn how organisations hire, develop, pay and retain people, covering recruitment, performance management, payroll, Indian labour law and HR analytics.",
    course_desc: [
      "This program covers the full employee life cycle as it is managed by an HR team. You start with HR strategy, job analysis and workforce planning, then learn how to source candidates, run structured interviews and onboard new joiners. Later modules cover performance management, learning and development, compensation and payroll, and employee relations.",
      "Because HR work in India depends on compliance, the course explains statutory requirements such as Provident Fund, ESI, gratuity and tax deduction on salaries, the consolidation of central labour laws into the four labour codes, and the Prevention of Sexual Harassment (POSH) Act. You also learn to use data in HR decisions, tracking attrition, time to hire and engagement in Excel.",
      "Sessions are conducted live and recorded. For the internship component you complete a minor individual project, such as a recruitment plan with job descriptions and an interview scorecard for a role, and a major group project in a group of 8 to 10 learners with a mentor, where the team designs HR policies and processes for a growing organisation.",
    ],
    objective: [
      "Write job descriptions and person specifications from a job analysis.",
      "Plan a recruitment drive and design a structured, competency-based interview with a scoring rubric.",
      "Design a performance management cycle using goals, KRAs and 360-degree feedback.",
      "Break down a CTC into salary components and statutory deductions such as PF, ESI and TDS.",
      "Draft an employee grievance and POSH-compliant complaint procedure.",
      "Build an HR dashboard in Excel tracking headcount, attrition and time to hire.",
    ],
    eligibility: [
      "No specific prerequisites; no previous HR or management study is needed.",
      "Open to school leavers, undergraduates, graduates and working professionals, including people moving into HR from other roles.",
      "Basic comfort with spreadsheets helps for the payroll and analytics sessions but is not required.",
      "A laptop and internet connection.",
    ],
    course_outline: [
      {
        id: 1,
        question: "HR strategy, job analysis and workforce planning",
        answer:
          "Covers the functions of HR and how HR strategy supports business goals. You carry out a job analysis, write job descriptions and person specifications, and forecast staffing needs with a simple workforce plan.",
      },
      {
        id: 2,
        question: "Talent acquisition, interviewing and onboarding",
        answer:
          "Covers sourcing through job portals, referrals and professional networks, screening with an applicant tracking system, and employer branding. You design structured and competency-based interviews using the STAR method, make selection decisions and plan an onboarding programme for new joiners.",
      },
      {
        id: 3,
        question: "Performance management and learning and development",
        answer:
          "Covers goal setting with KRAs and OKRs, appraisal methods, 360-degree feedback and handling difficult review conversations. You conduct a training needs analysis and evaluate training with the Kirkpatrick four-level model.",
      },
      {
        id: 4,
        question: "Compensation, payroll and Indian labour law",
        answer:
          "Covers pay structures, CTC components, variable pay and benefits, and how a monthly payroll is processed. You learn the statutory contributions and deductions for EPF, ESI, gratuity, professional tax and TDS on salary, and the main provisions of the four labour codes that consolidate earlier central labour laws.",
      },
      {
        id: 5,
        question: "Employee relations, engagement and HR analytics",
        answer:
          "Covers grievance handling, disciplinary procedures, the POSH Act and its Internal Committee, and exit processes. You design an engagement survey, analyse attrition and other HR metrics in Excel, and present the findings as a simple dashboard.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see what each of the five modules covers across the employee life cycle. The course includes a minor individual project and a major group project, carried out in a group of 8 to 10 learners with a mentor assigned to each group. Certificates are issued after project evaluation.",
    skills: [
      "Recruitment",
      "Onboarding",
      "Performance management",
      "Payroll",
      "Labour law compliance",
      "Employee engagement",
      "HR analytics",
      "Microsoft Excel",
    ],
  },
  {
    id: 13,
    slug: "ba",
    department: "management",
    title: "Business Analytics",
    searchTerms: ["BA", "business analyst", "Power BI", "MBA"],
    summary:
      "Turn business data into decisions using Excel, SQL, Power BI and statistics, and learn to gather requirements and present insights to stakeholders.",
    course_desc: [
      "This program teaches you to answer business questions with data. You start by framing problems and choosing the right measures, then work with data in Microsoft Excel using pivot tables, XLOOKUP and Power Query. You learn SQL to pull data from relational databases, and build interactive reports in Power BI with a proper data model and DAX measures.",
      "The course also covers the statistics that business decisions rely on, including hypothesis tests, regression and simple time-series forecasting, and the business analyst side of the role: interviewing stakeholders, writing requirements and mapping processes. Training is delivered in live sessions with recordings, and each module ends with an exercise based on a realistic sales, operations or customer dataset.",
      "For the internship component you complete a minor individual project, such as a sales performance dashboard with a short insight report, and a major group project in a group of 8 to 10 learners with a mentor. In the group project the team gathers requirements, prepares the data, builds a Power BI report and presents recommendations.",
    ],
    objective: [
      "Clean and summarise business data in Excel using Power Query, XLOOKUP and pivot tables.",
      "Query relational databases with SQL joins, aggregations and common table expressions.",
      "Build a Power BI report with a star-schema data model and DAX measures.",
      "Forecast demand with moving averages and exponential smoothing, and test ideas with regression and A/B tests.",
      "Document business requirements as user stories and map a process in BPMN.",
      "Present data-driven recommendations to stakeholders in a clear, structured report.",
    ],
    eligibility: [
      "No specific prerequisites; Excel, SQL and Power BI are taught from the basics.",
      "Comfort with school-level mathematics helps with the statistics module but is not required.",
      "Open to school leavers, undergraduates, graduates and working professionals from commerce, engineering, science or arts backgrounds.",
      "A laptop and internet connection; Power BI Desktop runs on Windows, so Mac users will need a Windows virtual machine or the Power BI web service.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Business analytics foundations and Excel",
        answer:
          "Explains descriptive, diagnostic, predictive and prescriptive analytics and how to turn a business problem into measurable KPIs. You clean data with Power Query and analyse it in Excel with XLOOKUP, SUMIFS, pivot tables and pivot charts.",
      },
      {
        id: 2,
        question: "SQL for business data",
        answer:
          "Covers relational tables and keys, then SELECT, WHERE, GROUP BY, HAVING and JOIN queries in MySQL. You write subqueries and common table expressions to calculate metrics such as monthly revenue, repeat customers and top products.",
      },
      {
        id: 3,
        question: "Dashboards with Power BI and DAX",
        answer:
          "You import and transform data with Power Query, build a star-schema model with fact and dimension tables and relationships, and write DAX measures using functions such as CALCULATE, SUMX and time intelligence. You then design an interactive report with slicers and drill-through and publish it to the Power BI service.",
      },
      {
        id: 4,
        question: "Statistics and forecasting for business decisions",
        answer:
          "Covers descriptive statistics, sampling, confidence intervals and hypothesis testing, including how to read an A/B test. You fit linear regression models in Excel and forecast demand with moving averages, exponential smoothing and Excel's forecast sheet.",
      },
      {
        id: 5,
        question: "Requirements gathering, process mapping and storytelling",
        answer:
          "Covers the business analyst role, stakeholder interviews, user stories with acceptance criteria and gap analysis. You map an as-is and to-be process in BPMN and practise presenting insights as a short, structured story with a clear recommendation.",
      },
    ],
    check_curriculum:
      "Look through the full curriculum for the details of each of the five modules, from Excel and SQL to Power BI and stakeholder reporting. You will complete a minor individual project and a major group project, working in a group of 8 to 10 learners with a mentor for each group. Certificates are issued once your projects have been evaluated.",
    skills: [
      "Microsoft Excel",
      "Power Query",
      "SQL",
      "Power BI",
      "DAX",
      "Statistics",
      "Forecasting",
      "BPMN",
    ],
  },
  {
    id: 14,
    slug: "stockmarket",
    department: "management",
    title: "Stock Market Trading and Investing",
    searchTerms: [
      "stocks",
      "share market",
      "stock trading",
      "trading",
      "investing",
      "NSE",
      "BSE",
      "equity",
    ],
    summary:
      "Understand how Indian stock markets work and learn fundamental analysis, candlestick and technical analysis, derivatives and risk management for trading and investing.",
    course_desc: [
      "This program explains how the Indian equity market works and how investors and traders analyse it. You learn the roles of SEBI, the NSE and BSE, depositories and brokers, how orders are placed and settled, and what indices such as the Nifty 50 and Sensex measure. You then study companies through fundamental analysis, reading annual reports and valuation ratios to judge a business and its price.",
      "The course also covers technical analysis on TradingView charts, including candlestick patterns, support and resistance, moving averages, RSI and MACD, and introduces futures and options with their margins and risks. The final module focuses on position sizing, diversification, taxation and trading psychology. The course teaches methods of analysis only; it does not give buy or sell recommendations, and all practice is done on paper trades.",
      "Sessions are live with recordings available afterwards. For the internship component you complete a minor individual project, such as a fundamental research report on a listed company, and a major group project in a group of 8 to 10 learners with a mentor, in which the team builds a model portfolio with a written investment rationale and risk plan.",
    ],
    objective: [
      "Explain how orders are placed, matched and settled on Indian exchanges, and use market, limit and stop-loss orders correctly.",
      "Analyse a listed company's financial statements and valuation using P/E, P/B, ROE and debt-to-equity.",
      "Identify candlestick patterns, support and resistance levels and trends on TradingView charts.",
      "Use indicators such as moving averages, RSI and MACD to build and backtest a simple rule-based strategy on paper.",
      "Calculate the payoff, margin and risk of basic futures and options positions.",
      "Build a diversified model portfolio with position sizing and stop-loss rules.",
    ],
    eligibility: [
      "No specific prerequisites; no prior investing or trading experience is needed.",
      "Open to school leavers, undergraduates, graduates and working professionals who want to understand markets.",
      "Comfort with percentages and basic arithmetic helps; opening a demat or trading account is not required, as all practice uses paper trades.",
      "A laptop and internet connection; free TradingView and exchange websites are used for charts and data.",
    ],
    course_outline: [
      {
        id: 1,
        question: "How Indian stock markets work",
        answer:
          "Covers the roles of SEBI, the NSE and BSE, brokers and the depositories NSDL and CDSL, and how demat and trading accounts fit together. You learn market, limit and stop-loss orders, T+1 settlement, IPOs, and how indices such as the Nifty 50 and Sensex are calculated.",
      },
      {
        id: 2,
        question: "Fundamental analysis of listed companies",
        answer:
          "You read annual reports, profit and loss statements, balance sheets and cash flow statements, and calculate ratios such as P/E, P/B, ROE, ROCE and debt-to-equity. The module also covers industry analysis, competitive advantage, management quality and a simple intrinsic value estimate.",
      },
      {
        id: 3,
        question: "Technical analysis and candlestick patterns",
        answer:
          "Covers candlestick charts and patterns such as the doji, hammer and bullish and bearish engulfing, along with support and resistance, trend lines and chart patterns. You apply volume, moving averages, RSI and MACD on TradingView and test simple rule-based setups on paper.",
      },
      {
        id: 4,
        question: "Derivatives: futures and options",
        answer:
          "Explains futures and options contracts, lot sizes, expiry and margin requirements, and how call and put premiums are priced. You study payoff diagrams, the option Greeks at an introductory level and hedging strategies such as protective puts and covered calls, with attention to the high risk of leveraged trading.",
      },
      {
        id: 5,
        question: "Risk management, portfolio building and taxation",
        answer:
          "Covers position sizing, stop-loss placement, risk-reward ratios and diversification across stocks, mutual funds and ETFs. You keep a trading journal, learn how short-term and long-term capital gains on listed shares are taxed, and discuss the behavioural biases that lead to poor trading decisions.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules move from market basics to analysis, derivatives and risk management. You will complete a minor individual project and a major group project, the group project in a team of 8 to 10 learners with a mentor for each team. Certificates are issued after both projects have been evaluated.",
    skills: [
      "Fundamental analysis",
      "Technical analysis",
      "Candlestick patterns",
      "TradingView",
      "Futures and options",
      "Risk management",
      "Portfolio management",
    ],
  },
];
