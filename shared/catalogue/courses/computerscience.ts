import type { CourseDetail } from "../types";

export const computerscienceCourses: CourseDetail[] = [
  {
    id: 1,
    slug: "appdevelopment",
    department: "computerscience",
    title: "App Development",
    searchTerms: ["Android", "iOS", "mobile apps", "Flutter", "app dev"],
    summary:
      "Design, build and publish Android and cross-platform mobile apps with Kotlin, Jetpack Compose and Flutter, working through guided projects from start to finish.",
    course_desc: [
      "This program teaches you to build mobile apps the way current Android teams do. You start in Android Studio with Kotlin, write screens in Jetpack Compose, and organise the code with ViewModels so that the app survives screen rotation and slow networks. Trainers build each feature live and explain the decisions behind it, and every session is recorded so that you can replay a tricky step later.",
      "Once the Android foundations are in place, you learn Flutter and Dart to ship a single codebase to both Android and iOS. Along the way you connect apps to REST APIs with Retrofit, store data offline with Room, and add sign-in and cloud data with Firebase. You also write unit and UI tests, and learn how to sign an app bundle and prepare a Play Store listing.",
      "The internship side of the program is built around two projects. In the minor project you build and document an app of your own, such as an expense tracker or a habit log. In the major project you join a group of 8 to 10 learners and a mentor to plan, divide and deliver a larger multi-screen app, using Git branches and code reviews as a real team would.",
    ],
    objective: [
      "Write idiomatic Kotlin using null safety, data classes, collections and coroutines.",
      "Build responsive Android interfaces with Jetpack Compose and Material 3 components.",
      "Structure an app with MVVM, ViewModel, StateFlow and Navigation Compose.",
      "Consume a REST API with Retrofit and cache the results locally with Room.",
      "Build a cross-platform app in Flutter that runs on both Android and iOS from one codebase.",
      "Test, sign and publish an Android App Bundle to a Google Play testing track.",
    ],
    eligibility: [
      "No prior programming experience is required; the course starts from basic Kotlin syntax.",
      "Open to school leavers, undergraduates, graduates and working professionals who want to build mobile apps.",
      "A laptop with at least 8 GB of RAM is recommended, as Android Studio and its emulator are memory-hungry, plus a steady internet connection.",
      "An Android phone is useful for testing but optional; building for iOS needs a Mac, though all required course work can be done on Windows or Linux.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Mobile app fundamentals and Android Studio setup",
        answer:
          "Covers how Android apps are structured, the activity lifecycle and the role of the manifest and Gradle build files. You install Android Studio, create a virtual device in the emulator and run your first app. Git is introduced here so that every later exercise is version-controlled.",
      },
      {
        id: 2,
        question: "Kotlin and Jetpack Compose basics",
        answer:
          "Introduces Kotlin variables, functions, null safety, data classes, lambdas and collections. You then build interfaces from composable functions, manage UI state with remember and mutableStateOf, and style screens with Material 3 themes, typography and colour schemes.",
      },
      {
        id: 3,
        question: "Navigation, state and app architecture",
        answer:
          "Explains the MVVM pattern and how ViewModel and StateFlow keep state out of the UI layer. You move between screens with Navigation Compose, pass arguments safely and use Kotlin coroutines for background work. Dependency injection with Hilt is introduced to keep classes testable.",
      },
      {
        id: 4,
        question: "Networking, local storage and Firebase",
        answer:
          "You call REST APIs with Retrofit, parse JSON with kotlinx.serialization and handle loading and error states. Data is cached offline with the Room database and user settings are kept in DataStore. Firebase Authentication and Cloud Firestore are used to add sign-in and shared cloud data.",
      },
      {
        id: 5,
        question: "Cross-platform apps with Flutter and Dart",
        answer:
          "Covers the Dart language, stateless and stateful widgets, layout with rows, columns and lists, and state management with Provider or Riverpod. You fetch data with the http package and run the same Flutter codebase on Android and iOS, comparing the approach with native Compose.",
      },
      {
        id: 6,
        question: "Testing, release and Play Store publishing",
        answer:
          "You write unit tests with JUnit and UI tests with the Compose testing APIs, and add crash reporting with Firebase Crashlytics. The module then walks through signing an Android App Bundle, setting version codes, and uploading to an internal testing track in the Google Play Console with a complete store listing.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the six modules take you from your first Kotlin screen to a published app. Alongside the modules you complete a minor individual project and a major group project, built in a group of 8 to 10 learners with a mentor for each group. Certificates are issued once your projects have been evaluated.",
    skills: [
      "Kotlin",
      "Jetpack Compose",
      "Android Studio",
      "Flutter",
      "Dart",
      "Firebase",
      "Room",
      "Git",
    ],
  },
  {
    id: 2,
    slug: "webdevelopment",
    department: "computerscience",
    title: "Web Development",
    searchTerms: ["web dev", "full stack", "MERN", "frontend", "backend", "website"],
    summary:
      "Build complete websites and web applications with HTML, CSS, JavaScript, React, Node.js and SQL, from the first page to a deployed full-stack app.",
    course_desc: [
      "This program covers both halves of web development. On the front end you write semantic HTML, lay out pages with CSS Flexbox and Grid, and add behaviour with modern JavaScript before moving on to React components and hooks. On the back end you build REST APIs with Node.js and Express and store data in SQL and MongoDB databases.",
      "Sessions are live, with the trainer coding alongside the class, and recordings are available afterwards; if you miss a session, the recording is mailed to you. Each module ends with a practical exercise, such as a responsive landing page, a React dashboard that reads from a public API, or an authenticated REST service with input validation and proper HTTP status codes.",
      "For the internship component you complete a minor project on your own, typically a portfolio site or a small full-stack app, and a major project in a group of 8 to 10 learners guided by a mentor. The group project follows a realistic workflow: issues, Git branches, pull requests and code review, ending with a deployed application and a short technical write-up.",
    ],
    objective: [
      "Build accessible, responsive pages with semantic HTML5 and CSS Flexbox and Grid.",
      "Write modern JavaScript using modules, array methods, fetch and async/await.",
      "Create a single-page application in React with hooks, routing and reusable components.",
      "Design and build a REST API in Node.js and Express with authentication and validation.",
      "Model data in a relational database and query it with SQL joins and aggregates.",
      "Use Git and GitHub for collaboration and deploy a full-stack application over HTTPS.",
    ],
    eligibility: [
      "No coding background is needed; the course begins with how the web and browsers work.",
      "Open to school leavers, undergraduates, graduates and working professionals, including those switching careers into software.",
      "A laptop running Windows, macOS or Linux with a modern browser and a reliable internet connection; all tools used are free.",
      "Basic typing and file-management skills make the early sessions easier.",
    ],
    course_outline: [
      {
        id: 1,
        question: "HTML5 and semantic markup",
        answer:
          "Covers document structure, headings, lists, links, images, tables and forms, with an emphasis on semantic elements such as header, nav, main and article. You learn basic accessibility practice, including alt text, labels and landmark roles, and the meta tags that matter for search engines.",
      },
      {
        id: 2,
        question: "CSS layouts and responsive design",
        answer:
          "Explains the box model, selectors, specificity and the cascade, then builds layouts with Flexbox and CSS Grid. You make pages responsive with media queries and relative units, organise styles with custom properties, and get a short introduction to the utility-first approach of Tailwind CSS.",
      },
      {
        id: 3,
        question: "JavaScript fundamentals and the DOM",
        answer:
          "Covers variables, functions, arrays, objects and ES modules, along with array methods such as map, filter and reduce. You handle events, update the DOM, and load data from APIs with fetch, Promises and async/await, while learning to debug with browser developer tools.",
      },
      {
        id: 4,
        question: "Front-end development with React",
        answer:
          "Introduces components, JSX, props and state, and the core hooks useState, useEffect and useContext. You set up a project with Vite, handle forms, fetch and display API data, and add client-side routing with React Router to build a multi-page single-page application.",
      },
      {
        id: 5,
        question: "Back-end APIs with Node.js and Express",
        answer:
          "You use npm to manage packages, then build an Express server with routes, middleware and error handling. The module covers REST design, HTTP methods and status codes, password hashing with bcrypt, token-based authentication with JWT, and validating request input before it reaches the database.",
      },
      {
        id: 6,
        question: "Databases with SQL and MongoDB",
        answer:
          "Covers relational modelling with tables, keys and relationships, and writing SQL with SELECT, WHERE, JOIN and GROUP BY in PostgreSQL or MySQL. You compare this with the document model of MongoDB using Mongoose, and connect both kinds of database to an Express API.",
      },
      {
        id: 7,
        question: "Git, testing and deployment",
        answer:
          "You work with Git branches, commits and GitHub pull requests, and write basic automated tests with Jest. The module then covers environment variables, production builds, and deploying a React front end and a Node.js API to a cloud host with HTTPS and a custom domain.",
      },
    ],
    check_curriculum:
      "Go through the full curriculum to see what each of the seven modules covers, from plain HTML pages to a deployed full-stack application. You will also complete a minor individual project and a major group project, working in a group of 8 to 10 with a mentor assigned to each group. Certificates are issued after your projects have been evaluated.",
    skills: ["HTML", "CSS", "JavaScript", "React", "Node.js", "Express", "SQL", "Git"],
  },
  {
    id: 3,
    slug: "cybersecurity",
    department: "computerscience",
    title: "Cyber Security",
    searchTerms: [
      "ethical hacking",
      "hacking",
      "infosec",
      "penetration testing",
      "pentest",
      "network security",
    ],
    summary:
      "Learn how systems and web applications are attacked and defended, using Kali Linux, Nmap, Wireshark, Burp Suite and Metasploit in legal practice labs.",
    course_desc: [
      "This program teaches practical security from the ground up. You begin with networking and Linux, because most security work depends on understanding how packets move and how operating systems manage users and permissions. From there you learn the stages of a penetration test: reconnaissance, scanning, exploitation, privilege escalation and reporting, always inside intentionally vulnerable lab machines that you are authorised to attack.",
      "The tools are the ones used in the field: Kali Linux, Wireshark for packet analysis, Nmap for discovery, Burp Suite for testing web applications, Metasploit for controlled exploitation, and John the Ripper and Hashcat for password auditing. Equal time goes to defence, including system hardening, reading logs, the basics of a SIEM, and following an incident response process.",
      "The internship component consists of a minor individual project, such as a vulnerability assessment of a lab web application with a written report, and a major group project in a group of 8 to 10 learners with a mentor. Training is delivered in live sessions with recordings, and ethical and legal boundaries are discussed throughout the course.",
    ],
    objective: [
      "Capture and analyse network traffic with Wireshark to identify protocols and suspicious activity.",
      "Map hosts, open ports and services on a lab network using Nmap.",
      "Find and exploit OWASP Top 10 vulnerabilities such as SQL injection and XSS using Burp Suite.",
      "Carry out a controlled exploitation and privilege-escalation exercise with Metasploit in an isolated lab.",
      "Harden a Linux server and investigate an incident from its system and web server logs.",
      "Write a clear penetration test report with findings, risk ratings and remediation steps.",
    ],
    eligibility: [
      "No prior security or programming experience is required; networking and Linux basics are taught in the course.",
      "Open to school leavers, undergraduates, graduates and working professionals, including those in IT support or networking roles.",
      "A laptop with at least 8 GB of RAM that can run a virtual machine (VirtualBox or VMware), plus a reliable internet connection.",
      "Learners agree to use the techniques taught only on systems they own or are explicitly authorised to test.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Security fundamentals and networking with Wireshark",
        answer:
          "Introduces the CIA triad, threats, vulnerabilities and risk, and common attack types such as phishing and malware. You revise the OSI and TCP/IP models, ports, DNS and HTTP, then capture and filter live traffic in Wireshark to see these protocols at work.",
      },
      {
        id: 2,
        question: "Linux command line and Kali Linux lab setup",
        answer:
          "You build a lab with Kali Linux and vulnerable target machines in VirtualBox. The module covers the Linux file system, users and permissions, processes, package management and simple Bash scripts, which are used throughout the rest of the course.",
      },
      {
        id: 3,
        question: "Reconnaissance and vulnerability scanning with Nmap",
        answer:
          "Covers passive reconnaissance and OSINT, followed by active discovery with Nmap host, port, service-version and script scans. You run a vulnerability scanner such as OpenVAS against lab targets and learn to read CVE entries and CVSS scores to prioritise what you find.",
      },
      {
        id: 4,
        question: "Web application security with Burp Suite",
        answer:
          "Works through the OWASP Top 10, including broken access control, injection and cross-site scripting. You intercept and modify requests with Burp Suite Community Edition and practise on deliberately vulnerable applications such as DVWA and OWASP Juice Shop, then learn the coding fixes for each flaw.",
      },
      {
        id: 5,
        question: "Exploitation and password attacks with Metasploit",
        answer:
          "You use the Metasploit Framework to exploit known vulnerabilities on isolated lab machines and explore basic Linux and Windows privilege escalation. The module also explains how passwords are hashed and salted, and audits weak hashes with John the Ripper and Hashcat.",
      },
      {
        id: 6,
        question: "Defence, monitoring and incident response",
        answer:
          "Covers firewalls, system hardening, patching and the principle of least privilege. You analyse logs, see how a SIEM such as Wazuh collects and correlates events, and follow the incident response lifecycle of preparation, detection, containment, eradication and recovery, finishing with how to write a penetration test report.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the six modules move from networking basics to attack techniques and defence. You will complete a minor individual project and a major group project, the latter in a group of 8 to 10 learners supported by a dedicated mentor. Certificates are issued after both projects have been evaluated.",
    skills: [
      "Kali Linux",
      "Wireshark",
      "Nmap",
      "Burp Suite",
      "Metasploit",
      "OWASP Top 10",
      "Linux",
      "Incident response",
    ],
  },
  {
    id: 4,
    slug: "aws",
    department: "computerscience",
    title: "AWS Cloud Computing",
    searchTerms: ["AWS", "Amazon Web Services", "cloud", "DevOps"],
    summary:
      "Learn to design, deploy and secure applications on Amazon Web Services using EC2, S3, IAM, VPC, RDS, Lambda and CloudFormation through hands-on labs.",
    course_desc: [
      "This program teaches you to build and run workloads on Amazon Web Services. You start with cloud concepts and account security, setting up IAM users, roles and policies and a billing alarm before launching anything. You then work hands-on with the core services: EC2 for virtual servers, S3 for object storage, RDS for managed databases and VPC for private networking.",
      "Later modules move to serverless and automation. You write Lambda functions triggered by API Gateway and S3 events, describe infrastructure in CloudFormation templates so that environments can be rebuilt reliably, and monitor everything with CloudWatch. Most lab work fits within the AWS Free Tier, and trainers show how to clean up resources so that you do not run up charges.",
      "Training combines live sessions with recordings you can revisit. For the internship component you complete a minor individual project, such as hosting a static website on S3 behind CloudFront, and a major group project in a group of 8 to 10 with a mentor, typically a load-balanced web application across multiple availability zones with a managed database.",
    ],
    objective: [
      "Secure an AWS account with IAM users, roles, least-privilege policies, MFA and billing alarms.",
      "Launch and configure EC2 instances behind an Application Load Balancer with an Auto Scaling group.",
      "Host and protect data in S3 using bucket policies, versioning and lifecycle rules.",
      "Design a VPC with public and private subnets, route tables and a NAT gateway.",
      "Build a serverless API with AWS Lambda and Amazon API Gateway.",
      "Define and deploy repeatable infrastructure with AWS CloudFormation and the AWS CLI.",
    ],
    eligibility: [
      "No prior cloud experience is required, although a general idea of how websites and servers work is helpful.",
      "Open to school leavers, undergraduates, graduates and working professionals, including developers and system administrators.",
      "A laptop and internet connection; you will also need your own AWS account, which requires a debit or credit card for verification.",
      "Familiarity with the command line helps but is taught where needed.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Cloud concepts, IAM and account security",
        answer:
          "Introduces IaaS, PaaS and SaaS, AWS regions and availability zones, and the shared responsibility model. You secure a new account with MFA, create IAM users, groups, roles and JSON policies following least privilege, and set up AWS Budgets and billing alerts to stay within the Free Tier.",
      },
      {
        id: 2,
        question: "Compute with EC2, load balancing and Auto Scaling",
        answer:
          "Covers EC2 instance types, AMIs, key pairs, security groups and EBS volumes, and connecting to Linux instances over SSH. You put instances behind an Application Load Balancer and configure an Auto Scaling group with health checks so the application scales and recovers automatically.",
      },
      {
        id: 3,
        question: "Storage and databases with S3, RDS and DynamoDB",
        answer:
          "Covers S3 buckets, storage classes, versioning, lifecycle rules, bucket policies and static website hosting. You then launch a managed MySQL or PostgreSQL database on Amazon RDS with Multi-AZ and automated backups, and compare it with the key-value model of DynamoDB.",
      },
      {
        id: 4,
        question: "Networking with VPC, Route 53 and CloudFront",
        answer:
          "You design a VPC with CIDR ranges, public and private subnets, route tables, an internet gateway and a NAT gateway, and compare security groups with network ACLs. The module also covers DNS records in Route 53 and content delivery with CloudFront.",
      },
      {
        id: 5,
        question: "Serverless, infrastructure as code and monitoring",
        answer:
          "You write AWS Lambda functions in Python, expose them through API Gateway and trigger them from S3 events. Infrastructure is described in CloudFormation templates and managed with the AWS CLI, and CloudWatch metrics, logs and alarms are used to monitor the deployed resources.",
      },
    ],
    check_curriculum:
      "Look through the full curriculum to see the services and labs in each of the five modules. Besides the modules, you complete a minor individual project and a major group project in a group of 8 to 10 learners, each group guided by its own mentor. Certificates are issued after your projects have been evaluated.",
    skills: [
      "Amazon EC2",
      "Amazon S3",
      "AWS IAM",
      "Amazon VPC",
      "AWS Lambda",
      "Amazon RDS",
      "AWS CloudFormation",
      "Amazon CloudWatch",
    ],
  },
  {
    id: 5,
    slug: "machinelearning",
    department: "computerscience",
    title: "Machine Learning",
    searchTerms: ["ML", "AI/ML", "AIML", "predictive models"],
    summary:
      "Learn to prepare data, train and evaluate predictive models with Python and scikit-learn, and deploy a working model behind a simple web API.",
    course_desc: [
      "This program teaches the practical workflow of machine learning in Python. You load and clean data with pandas, explore it visually with Matplotlib, and prepare features for modelling. You then train regression and classification models in scikit-learn, learning what each algorithm assumes and how to choose between them instead of treating them as black boxes.",
      "A large part of the course is about evaluation: splitting data correctly, cross-validation, choosing metrics that fit the problem, and tuning hyperparameters without overfitting. You also cover clustering and dimensionality reduction, ensemble methods such as random forests and XGBoost, an introduction to neural networks with Keras, and how to save a trained model and serve predictions through a FastAPI endpoint.",
      "Classes run as live sessions backed by recordings. For the internship component you complete a minor individual project, for example predicting house prices or customer churn from a public dataset, and a major group project in a group of 8 to 10 with a mentor, where the group takes a problem from raw data to a deployed model.",
    ],
    objective: [
      "Clean, explore and visualise tabular data with pandas, NumPy and Matplotlib.",
      "Build preprocessing and modelling pipelines with scikit-learn Pipeline and ColumnTransformer.",
      "Train and compare regression and classification models, including random forests and XGBoost.",
      "Evaluate models with cross-validation, confusion matrices, precision, recall, ROC-AUC and RMSE.",
      "Segment data with k-means clustering and reduce dimensions with PCA.",
      "Package a trained model with joblib and serve predictions through a FastAPI endpoint.",
    ],
    eligibility: [
      "No specific prerequisites; Python is taught from the basics needed for data work.",
      "Comfort with school-level algebra and basic statistics helps but is not required, as the necessary maths is explained in the course.",
      "Open to school leavers, undergraduates, graduates and working professionals in any field.",
      "A laptop and internet connection; notebooks can run locally or in the browser on Google Colab.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Python, NumPy and pandas for machine learning",
        answer:
          "Covers the Python essentials used in data work, then NumPy arrays and vectorised operations. You load, filter, group and reshape data with pandas DataFrames and plot distributions and relationships with Matplotlib, all inside Jupyter notebooks.",
      },
      {
        id: 2,
        question: "Data preparation and feature engineering",
        answer:
          "Covers handling missing values, outliers and duplicates, encoding categorical variables, and scaling numeric features. You split data into training and test sets without leakage and combine these steps into reusable scikit-learn Pipelines with ColumnTransformer.",
      },
      {
        id: 3,
        question: "Supervised learning with scikit-learn",
        answer:
          "Introduces regression and classification through linear regression, logistic regression, k-nearest neighbours, decision trees and support vector machines. You learn the scikit-learn fit and predict interface and what each algorithm assumes about the data.",
      },
      {
        id: 4,
        question: "Ensembles, evaluation and tuning",
        answer:
          "Covers random forests and gradient boosting with XGBoost, and the bias-variance trade-off. You evaluate models with k-fold cross-validation, confusion matrices, precision, recall, F1, ROC-AUC, MAE and RMSE, and tune hyperparameters with GridSearchCV and RandomizedSearchCV.",
      },
      {
        id: 5,
        question: "Unsupervised learning: clustering and PCA",
        answer:
          "Covers k-means and hierarchical clustering, choosing the number of clusters with the elbow method and silhouette score, and density-based clustering with DBSCAN. You reduce dimensionality with principal component analysis and apply these methods to customer segmentation and anomaly detection.",
      },
      {
        id: 6,
        question: "Neural network basics and model deployment",
        answer:
          "Introduces perceptrons, activation functions, backpropagation and a small feed-forward network built with Keras in TensorFlow. You then save a trained scikit-learn model with joblib and serve predictions through a FastAPI endpoint that accepts JSON input.",
      },
    ],
    check_curriculum:
      "See the full curriculum for the topics and exercises in each of the six modules, from data preparation through to model deployment. You will complete a minor individual project and a major group project, the latter in a group of 8 to 10 learners with a mentor for each group. Certificates are issued once the projects have been evaluated.",
    skills: [
      "Python",
      "NumPy",
      "pandas",
      "scikit-learn",
      "XGBoost",
      "Matplotlib",
      "TensorFlow",
      "FastAPI",
    ],
  },
  {
    id: 6,
    slug: "artificialintelligence",
    department: "computerscience",
    title: "Artificial Intelligence",
    searchTerms: [
      "AI",
      "AI/ML",
      "AIML",
      "deep learning",
      "DL",
      "NLP",
      "GenAI",
      "generative AI",
      "LLM",
      "ChatGPT",
    ],
    summary:
      "Build deep learning, computer vision and language applications with Python, PyTorch and Hugging Face, and learn how generative AI systems work.",
    course_desc: [
      "This program covers the main branches of modern artificial intelligence, starting from classical ideas such as intelligent agents and search algorithms and moving to deep learning. You build and train neural networks in PyTorch, learning how tensors, automatic differentiation, loss functions and optimisers fit together, and you run training on free cloud GPUs in Google Colab.",
      "You then apply deep learning to images and text. For computer vision you build convolutional networks, use transfer learning with pretrained models, and try object detection with YOLO. For language you work with tokenisation, embeddings and the transformer architecture using the Hugging Face Transformers library. The final module explains large language models, prompt engineering and retrieval-augmented generation, along with the limits and risks of these systems.",
      "Training is delivered live with recorded sessions. The internship component includes a minor individual project, such as an image classifier or a text sentiment model with a simple Gradio interface, and a major group project in a group of 8 to 10 with a mentor, in which the team designs, trains, evaluates and demonstrates a complete AI application.",
    ],
    objective: [
      "Implement search algorithms such as breadth-first search and A* for simple problem-solving agents.",
      "Build, train and evaluate neural networks in PyTorch with custom training loops.",
      "Classify images with a convolutional network and improve accuracy with transfer learning.",
      "Fine-tune a pretrained transformer from Hugging Face for a text classification task.",
      "Build a retrieval-augmented question-answering app using embeddings and a large language model.",
      "Assess an AI system for bias, privacy and reliability issues before deployment.",
    ],
    eligibility: [
      "No specific prerequisites; Python basics are revised at the start of the course.",
      "Some familiarity with school-level algebra helps with the maths behind neural networks but is not required.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "A laptop and internet connection; a dedicated GPU is not needed, as heavier training runs on Google Colab.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Foundations of AI, agents and search",
        answer:
          "Introduces what AI is, the types of intelligent agents, and how problems are framed as search. You implement breadth-first search, depth-first search and A* with heuristics in Python, and see where rule-based systems succeed and where learning from data is needed.",
      },
      {
        id: 2,
        question: "Deep learning with PyTorch",
        answer:
          "Covers tensors, autograd, multilayer perceptrons, activation functions, loss functions and optimisers such as SGD and Adam. You write training and validation loops, use Dataset and DataLoader classes, and tackle overfitting with dropout and early stopping while training on Colab GPUs.",
      },
      {
        id: 3,
        question: "Computer vision with CNNs and OpenCV",
        answer:
          "Explains convolution, pooling and common architectures such as ResNet. You preprocess images with OpenCV, train an image classifier, apply transfer learning with pretrained torchvision models, and run object detection with a YOLO model.",
      },
      {
        id: 4,
        question: "Natural language processing with transformers",
        answer:
          "Covers tokenisation, word embeddings and a brief look at recurrent networks before explaining attention and the transformer architecture. You use the Hugging Face Transformers library to run pretrained models and fine-tune one for text classification.",
      },
      {
        id: 5,
        question: "Generative AI, LLMs and responsible AI",
        answer:
          "Explains how large language models are trained and used, prompt engineering techniques, and retrieval-augmented generation with vector embeddings. You build a small application with a Gradio interface and review bias, hallucination, data privacy and evaluation before anything is deployed.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see what each of the five modules covers, from search algorithms to generative AI. The course also includes a minor individual project and a major group project, carried out in a group of 8 to 10 learners with a dedicated mentor. Certificates are issued after project evaluation.",
    skills: [
      "Python",
      "PyTorch",
      "OpenCV",
      "Hugging Face Transformers",
      "Computer vision",
      "Natural language processing",
      "Prompt engineering",
      "Gradio",
    ],
  },
  {
    id: 7,
    slug: "arvr",
    department: "computerscience",
    title: "AR/VR Development",
    searchTerms: [
      "AR/VR",
      "AR",
      "VR",
      "XR",
      "ARVR",
      "augmented reality",
      "virtual reality",
      "mixed reality",
      "metaverse",
      "game development",
    ],
    summary:
      "Create augmented and virtual reality experiences in Unity with C#, AR Foundation and the XR Interaction Toolkit, and build them for phones and headsets.",
    course_desc: [
      "This program teaches you to build interactive 3D experiences for augmented and virtual reality using Unity, a game engine widely used for XR development. You learn the Unity Editor, scenes, GameObjects and components, and write behaviour in C#. Alongside this you cover the 3D basics that XR depends on: coordinate systems, meshes, materials, lighting and physics.",
      "For augmented reality you use AR Foundation, which works with ARCore on Android and ARKit on iOS, to detect surfaces, place virtual objects and track images. For virtual reality you use the XR Interaction Toolkit with OpenXR to add teleportation, grabbing and world-space menus. You can test on a headset if you have one, or use the XR Device Simulator in the editor if you do not.",
      "Sessions are live and recorded, so you can rewatch editor walkthroughs at your own pace. For the internship component you build a minor individual project, such as an AR furniture placement app, and a major group project in a group of 8 to 10 with a mentor, for example a VR training simulation or a virtual tour.",
    ],
    objective: [
      "Build interactive Unity scenes using GameObjects, prefabs, physics and C# scripts.",
      "Create an AR app with AR Foundation that detects planes and places anchored 3D objects.",
      "Implement image tracking to attach content to a printed marker or poster.",
      "Build a VR scene with the XR Interaction Toolkit that supports teleportation and object grabbing.",
      "Optimise an XR scene to hold a stable frame rate using the Unity Profiler.",
      "Build and install an XR app on an Android phone or standalone headset.",
    ],
    eligibility: [
      "No prior programming or 3D experience is required; C# and Unity are taught from the beginning.",
      "Open to school leavers, undergraduates, graduates and working professionals, including designers and game enthusiasts.",
      "A laptop able to run the Unity Editor (8 GB of RAM or more recommended) and an internet connection.",
      "An ARCore-supported Android phone is useful for testing AR, and a VR headset is optional since the XR Device Simulator can be used instead.",
    ],
    course_outline: [
      {
        id: 1,
        question: "XR fundamentals and 3D basics",
        answer:
          "Explains the difference between augmented, virtual and mixed reality, tracking with three and six degrees of freedom, and how XR devices render to each eye. You learn 3D coordinates, meshes, materials and lighting, and prepare simple assets in Blender for import into Unity.",
      },
      {
        id: 2,
        question: "Unity Editor and C# scripting",
        answer:
          "Covers the Unity Editor, scenes, GameObjects, components and prefabs. You write C# scripts using the MonoBehaviour lifecycle methods Start and Update, work with Rigidbody physics, colliders and triggers, and handle input with the Input System package.",
      },
      {
        id: 3,
        question: "Augmented reality with AR Foundation",
        answer:
          "You set up an AR project using AR Foundation with the ARCore and ARKit plug-ins. The module covers plane detection, raycasting to place objects, anchors, image tracking and light estimation, and ends with building and running the app on an Android phone.",
      },
      {
        id: 4,
        question: "Virtual reality with the XR Interaction Toolkit",
        answer:
          "Covers the XR Origin rig, OpenXR setup, and interaction with the XR Interaction Toolkit. You add teleport and continuous locomotion, grab interactables, sockets and world-space UI, and test with a headset or the XR Device Simulator.",
      },
      {
        id: 5,
        question: "Performance, comfort and publishing",
        answer:
          "Explains why XR apps must hold a steady frame rate, then reduces draw calls with batching, baked lighting and level of detail, measured in the Unity Profiler. You learn comfort guidelines to reduce motion sickness and produce a signed Android build ready to install on a phone or standalone headset.",
      },
    ],
    check_curriculum:
      "Check the full curriculum to see how the five modules progress from Unity basics to finished AR and VR builds. Along with the modules you complete a minor individual project and a major group project, working in a group of 8 to 10 learners with a mentor for each group. Certificates are issued after your projects have been evaluated.",
    skills: [
      "Unity",
      "C#",
      "AR Foundation",
      "ARCore",
      "ARKit",
      "XR Interaction Toolkit",
      "OpenXR",
      "Blender",
    ],
  },
  {
    id: 8,
    slug: "datascience",
    department: "computerscience",
    title: "Data Science",
    searchTerms: ["DS", "data analytics", "data analysis", "big data"],
    summary:
      "Learn to collect, clean, analyse and visualise data with Python, SQL, statistics and Tableau, and turn the results into clear, evidence-based recommendations.",
    course_desc: [
      "This program follows the work of a data scientist from raw data to a decision. You learn Python in Jupyter notebooks, clean and reshape data with pandas, and query databases with SQL, including joins and window functions. Statistics is taught through real datasets, so that ideas such as sampling, confidence intervals and hypothesis tests are tied to questions you can actually answer.",
      "Once the data is understood, you build predictive models with scikit-learn and learn to judge whether they are good enough to use. The final module focuses on communication: building interactive dashboards in Tableau and presenting findings to people who do not read code. Training is delivered as live sessions, and recordings of any sessions you miss are mailed to you.",
      "The internship component includes a minor individual project, such as an exploratory analysis of a public dataset with a written report, and a major group project in a group of 8 to 10 learners with a mentor. In the group project the team defines a question, gathers and cleans the data, models it and presents the results in a dashboard.",
    ],
    objective: [
      "Clean, merge and reshape messy datasets with pandas.",
      "Write SQL queries with joins, aggregates, subqueries and window functions to answer business questions.",
      "Describe data and test hypotheses using t-tests, chi-square tests and correlation.",
      "Visualise patterns and distributions with Matplotlib and Seaborn.",
      "Build and evaluate a predictive model with scikit-learn and explain its most important features.",
      "Design an interactive Tableau dashboard and present findings to a non-technical audience.",
    ],
    eligibility: [
      "No specific prerequisites; Python and SQL are taught from the basics.",
      "Comfort with school-level mathematics helps with the statistics modules but is not required.",
      "Open to school leavers, undergraduates, graduates and working professionals from any discipline.",
      "A laptop and internet connection; all software used, including Tableau Public, is free.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Python and Jupyter for data work",
        answer:
          "Covers Python data types, control flow, functions and list comprehensions, written and run in Jupyter notebooks. You are introduced to NumPy arrays and vectorised calculations, and to reading data from CSV files and web APIs.",
      },
      {
        id: 2,
        question: "Data wrangling with pandas",
        answer:
          "Covers DataFrames and Series, selecting and filtering rows, handling missing values and duplicates, and working with dates. You combine tables with merge and concat, summarise with groupby and pivot tables, and reshape data between wide and long formats.",
      },
      {
        id: 3,
        question: "SQL for data analysis",
        answer:
          "You write SELECT queries with WHERE, ORDER BY, GROUP BY and HAVING, join related tables, and use subqueries and common table expressions. The module also covers window functions such as ROW_NUMBER and running totals, using PostgreSQL and SQLite.",
      },
      {
        id: 4,
        question: "Statistics and exploratory data analysis",
        answer:
          "Covers descriptive statistics, probability distributions, sampling and confidence intervals, and hypothesis testing with t-tests and chi-square tests. You explore datasets visually with Matplotlib and Seaborn using histograms, box plots, scatter plots and correlation heatmaps.",
      },
      {
        id: 5,
        question: "Predictive modelling with scikit-learn",
        answer:
          "Introduces regression and classification models, train and test splits, and cross-validation. You measure performance with appropriate metrics, interpret feature importance, and learn to recognise overfitting and data leakage before presenting a model's results.",
      },
      {
        id: 6,
        question: "Dashboards and data storytelling with Tableau",
        answer:
          "Covers connecting Tableau to data, building bar, line and map charts, calculated fields, filters and parameters. You assemble an interactive dashboard, publish it on Tableau Public, and practise structuring a short presentation around the main findings.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see the tools and techniques taught in each of the six modules. You will also complete a minor individual project and a major group project, with the group project done in a team of 8 to 10 learners and a mentor for each team. Certificates are issued after the projects have been evaluated.",
    skills: [
      "Python",
      "pandas",
      "NumPy",
      "SQL",
      "Statistics",
      "Seaborn",
      "scikit-learn",
      "Tableau",
    ],
  },
];
