// The short names and other words visitors type for each course, which its own texts
// do not always contain (nobody writes "ML" in a Machine Learning outline). The finder
// ranks these like the course name. Keyed by course path; a test checks every course
// of the catalogue has an entry and every entry names a course.
export const courseSearchTerms: Record<string, string[]> = {
  "/computerscience/appdevelopment": ["Android", "iOS", "mobile apps", "Flutter", "app dev"],
  "/computerscience/webdevelopment": ["web dev", "full stack", "MERN", "frontend", "backend", "website"],
  "/computerscience/cybersecurity": ["ethical hacking", "hacking", "infosec", "penetration testing", "pentest", "network security"],
  "/computerscience/aws": ["AWS", "Amazon Web Services", "cloud", "DevOps"],
  "/computerscience/machinelearning": ["ML", "predictive models"],
  "/computerscience/artificialintelligence": ["AI", "deep learning", "DL", "NLP", "GenAI", "generative AI", "LLM", "ChatGPT"],
  "/computerscience/arvr": ["AR/VR", "AR", "VR", "XR", "ARVR", "augmented reality", "virtual reality", "mixed reality", "metaverse", "game development"],
  "/computerscience/datascience": ["DS", "data analytics", "data analysis", "big data"],
  "/management/digitalmarketing": ["DM", "SEO", "SEM", "SMM", "online marketing", "social media marketing"],
  "/management/marketingmanagement": ["MM", "marketing", "sales", "branding", "MBA"],
  "/management/finance": ["financial management", "accounting", "investment banking", "MBA"],
  "/management/hr": ["HR", "HRM", "human resources", "recruitment", "MBA"],
  "/management/ba": ["BA", "business analyst", "Power BI", "MBA"],
  "/management/stockmarket": ["stocks", "share market", "stock trading", "trading", "investing", "NSE", "BSE", "equity"],
  "/civil/autocad": ["CAD", "AutoCAD", "drafting", "drawing"],
  "/civil/staadpro": ["STAAD", "STAAD Pro", "structural design", "structural engineering"],
  "/civil/construction-planning": ["construction management", "project management", "CPM", "PERT", "Primavera", "estimation"],
  "/biotechnology/bioinformatics": ["computational biology", "genomics", "biotech"],
  "/biotechnology/geneticengineering": ["GE", "genetic modification", "CRISPR", "gene editing", "biotech"],
  "/biotechnology/nanoscience": ["nanotech", "nanotechnology", "nanomaterials", "biotech"],
  "/ece/vlsi": ["VLSI", "chip design", "semiconductor", "Verilog", "FPGA", "embedded"],
  "/ece/robotics": ["robots", "robot", "ROS", "automation", "drones", "mechatronics"],
  "/ece/iot": ["IoT", "smart devices", "embedded systems", "Arduino", "ESP32"],
  "/mechanical/ic-engine": ["ICE", "internal combustion engine", "automobile engines", "automotive", "engines"],
  "/mechanical/car-designing": ["car design", "automotive design", "automobile design", "3D modelling", "CATIA", "vehicle design"],
  "/mechanical/hev": ["HEV", "EV", "electric vehicles", "hybrid vehicles", "electric cars", "battery", "automotive"],
};
